import { isLedgernetError } from '@ledgernet/errors'
import type { ContractCheck, ContractFailure } from '../report/ContractReport.js'
import type { ValidatingFetch } from '../validation/createValidatingFetch.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import { ContractStepError } from './ContractStepError.js'

/**
 * Records the steps of one scenario as report checks. A step runs its calls through the
 * validating fetch: every spec violation seen meanwhile, and the failures the step throws, fail
 * it. The first failing step stops the scenario (later steps depend on it).
 *
 * @example
 * const recorder = new ScenarioRecorder('gateway-transfer', { validatingFetch, record: (check) => checks.push(check) })
 * const built = await recorder.step('gateway.buildTransaction', 'build a transfer', () => build())
 */
export class ScenarioRecorder {
  /** True once a step failed; the scenario then stops. */
  stopped = false
  private stepStart = 0

  constructor(
    readonly scenario: string,
    private readonly options: { validatingFetch: ValidatingFetch; record: (check: ContractCheck) => void },
  ) {}

  /**
   * Runs one step. `operation` is `<spec>.<operationId or method>` of the operation the step is
   * about. Resolves with the step's value, or throws after recording the failure — unless
   * `continueOnFailure` (a check later steps do not depend on, such as the answer to a replay
   * whose effect is checked next): then it resolves with `undefined`.
   *
   * @example
   * await recorder.step('gateway-v0.getEpoch', 'read the current epoch', async () => epoch())
   */
  async step<T>(
    operation: string,
    name: string,
    run: () => Promise<T>,
    options: { continueOnFailure?: boolean } = {},
  ): Promise<T> {
    const before = this.options.validatingFetch.violations.length
    this.stepStart = before
    const started = performance.now()
    let value: T | undefined
    let thrown: unknown
    try {
      value = await run()
    } catch (error) {
      thrown = error
    }
    const failures: ContractFailure[] = failuresFromViolations(this.options.validatingFetch.violations.slice(before))
    if (thrown instanceof ContractStepError) failures.push(...thrown.failures)
    else if (thrown !== undefined)
      failures.push({
        operation,
        path: '',
        message: isLedgernetError(thrown)
          ? thrown.shortMessage
          : thrown instanceof Error
            ? thrown.message
            : String(thrown),
      })
    this.options.record(
      this.check(operation, name, failures.length ? 'fail' : 'pass', Math.round(performance.now() - started), failures),
    )
    if (failures.length && options.continueOnFailure) return undefined as T
    if (failures.length) {
      this.stopped = true
      throw thrown instanceof ContractStepError ? thrown : new ContractStepError(failures)
    }
    return value as T
  }

  /**
   * Stops the current step when one of its calls broke the spec (the violations are its
   * failures): what follows would only read a value the spec does not promise.
   *
   * @example
   * const answer = await caller.http('gateway', 'buildTransaction', request)
   * recorder.assertClean()
   */
  assertClean(): void {
    if (this.options.validatingFetch.violations.length > this.stepStart) throw new ContractStepError([])
  }

  /**
   * Records a step that cannot run here, and why.
   *
   * @example
   * recorder.skip('gateway.submitTransaction', 'the replay executed once (balance)', 'needs --v0 to read balances')
   */
  skip(operation: string, name: string, reason: string): void {
    this.options.record({ ...this.check(operation, name, 'skip', 0, []), reason })
  }

  private check(
    operation: string,
    name: string,
    outcome: ContractCheck['outcome'],
    durationMs: number,
    failures: ContractFailure[],
  ): ContractCheck {
    const dot = operation.indexOf('.')
    return {
      id: `scenario ${this.scenario} › ${name}`,
      kind: 'scenario',
      spec: operation.slice(0, dot),
      operation: operation.slice(dot + 1),
      scenario: this.scenario,
      category: 'step',
      name,
      outcome,
      ...(failures.length ? { reason: failures[0]!.message } : {}),
      failures,
      durationMs,
    }
  }
}
