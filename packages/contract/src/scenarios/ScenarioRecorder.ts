import { isLedgernetError } from '@ledgernet/errors'
import type { HttpExchange } from '../exchangeHttp.js'
import type { ContractCheck, ContractFailure } from '../report/ContractReport.js'
import { summarizeExchange } from '../report/summarizeExchange.js'
import type { ValidatingFetch } from '../validation/createValidatingFetch.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import { ContractStepError } from './ContractStepError.js'

/**
 * One step of a scenario's plan: the operation it is about and its name (the check's name).
 *
 * @example
 * const step: ScenarioStep = { operation: 'gateway.buildTransaction', name: 'build a transfer of 1 XRD to a fresh account' }
 */
export type ScenarioStep = { operation: string; name: string }

/**
 * Records the steps of one scenario as report checks. A step runs its calls through the
 * validating fetch: every spec violation seen meanwhile, and the failures the step throws, fail
 * it. The first failing step stops the scenario (later steps depend on it). Every step of the
 * scenario's `plan` ends up in the report: those that did not run (after a failed step, or when
 * the scenario stops early) are skipped with the reason (`finish`), so that passed + failed +
 * skipped is always the number of checks.
 *
 * @example
 * const recorder = new ScenarioRecorder('gateway-transfer', { plan, validatingFetch, record: (check) => checks.push(check) })
 * const built = await recorder.step('gateway.buildTransaction', 'build a transfer', () => build())
 */
export class ScenarioRecorder {
  /** True once a step failed; the scenario then stops. */
  stopped = false
  private stepStart = 0
  private readonly recorded = new Set<string>()
  private failedStep: string | undefined

  constructor(
    readonly scenario: string,
    private readonly options: {
      plan: readonly ScenarioStep[]
      validatingFetch: ValidatingFetch
      /** The exchanges of the scenario's caller: a failed step shows its last one. */
      exchanges?: readonly HttpExchange[]
      record: (check: ContractCheck) => void
    },
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
    this.planned(name)
    const exchangesBefore = this.options.exchanges?.length ?? 0
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
    const check = this.check(
      operation,
      name,
      failures.length ? 'fail' : 'pass',
      Math.round(performance.now() - started),
      failures,
    )
    // A failed step shows the last request it sent and its answer, with a curl line to replay it.
    const last = this.options.exchanges?.at(-1)
    if (failures.length && last && (this.options.exchanges?.length ?? 0) > exchangesBefore)
      check.exchange = summarizeExchange(last)
    this.options.record(check)
    if (failures.length && options.continueOnFailure) return undefined as T
    if (failures.length) {
      this.stopped = true
      this.failedStep = name
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
    this.planned(name)
    this.options.record({ ...this.check(operation, name, 'skip', 0, []), reason })
  }

  /**
   * Records every step of the plan not recorded yet as skipped, with `reason` (a scenario that
   * cannot go on here, e.g. without `--v0`).
   *
   * @example
   * recorder.skipRest('needs --v0: the Gateway API 1.0 has no balance query')
   */
  skipRest(reason: string): void {
    for (const step of this.options.plan)
      if (!this.recorded.has(step.name)) this.skip(step.operation, step.name, reason)
  }

  /**
   * Ends the scenario: the steps of the plan that did not run are skipped, naming the failed step
   * they depended on (or the error that ended the scenario).
   *
   * @example
   * recorder.finish()
   */
  finish(error?: string): void {
    this.skipRest(
      this.failedStep !== undefined
        ? `not run: the step "${this.failedStep}" failed before it`
        : `not run: ${error ?? 'the scenario ended before it'}`,
    )
  }

  /** Marks a step as recorded; a step missing from the plan is the scenario's bug. */
  private planned(name: string): void {
    if (!this.options.plan.some((step) => step.name === name))
      throw new Error(`the step "${name}" is not in the plan of the ${this.scenario} scenario`)
    if (this.recorded.has(name)) throw new Error(`the step "${name}" of the ${this.scenario} scenario ran twice`)
    this.recorded.add(name)
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
