import type { ContractCheck, ContractFailure, ExchangeSummary } from '../report/ContractReport.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import type { SpecViolation } from '../validation/SpecViolation.js'
import { ContractStepError } from './ContractStepError.js'
import { failuresOfError } from './failuresOfError.js'

/**
 * One step of a scenario's plan: the operation it is about and its name (the check's name).
 *
 * @example
 * const step: ScenarioStep = { operation: 'gateway.buildTransaction', name: 'build a transfer of 1 XRD to a fresh account' }
 */
export type ScenarioStep = { operation: string; name: string }

/**
 * A step whose end is decided elsewhere — the check before signing ends when the flow signs, the
 * wait when the flow returns: `pass()`, `fail(error)` or `skip(reason)` records it (the first
 * call counts).
 *
 * @example
 * const check = recorder.open('gateway.buildTransaction', 'the built transfer is what was asked')
 * check.pass()
 */
export type OpenStep = { pass(): void; fail(error: unknown): void; skip(reason: string): void; readonly done: boolean }

/**
 * What a recorder reads from the run: the violations the recording fetch saw so far, the last
 * exchange it made, why the run stopped (if it did), and where each check goes.
 */
export type ScenarioRecorderOptions = {
  plan: readonly ScenarioStep[]
  violations: () => readonly SpecViolation[]
  lastExchange: () => { count: number; summary: ExchangeSummary | undefined }
  stopped: () => string | undefined
  record: (check: ContractCheck, durationMs: number) => void
}

/**
 * Records the steps of one scenario as report checks. A step runs its calls through the
 * recording fetch: every spec violation seen meanwhile, and the failures the step throws, fail
 * it. The first failing step stops the scenario (later steps depend on it). Every step of the
 * scenario's `plan` ends up in the report: those that did not run (after a failed step, when the
 * scenario stops early, when the run stopped) are skipped with the reason (`finish`), so that
 * passed + failed + skipped is always the number of checks, in the order of the plan's names.
 *
 * @example
 * const recorder = new ScenarioRecorder('gateway-transfer', options)
 * const built = await recorder.step('gateway.buildTransaction', 'build a transfer', () => build())
 */
export class ScenarioRecorder {
  /** True once a step failed (or the run stopped); the scenario then stops. */
  stopped = false
  private stepStart = 0
  private readonly recorded = new Set<string>()
  private failedStep: string | undefined

  constructor(
    readonly scenario: string,
    private readonly options: ScenarioRecorderOptions,
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
    const open = this.open(operation, name)
    let value: T
    try {
      value = await run()
    } catch (error) {
      open.fail(error)
      if (options.continueOnFailure && !this.options.stopped()) {
        this.stopped = false
        this.failedStep = undefined
        return undefined as T
      }
      throw error instanceof ContractStepError ? error : new ContractStepError([])
    }
    open.pass()
    if (this.stopped) {
      if (options.continueOnFailure && !this.options.stopped()) {
        this.stopped = false
        this.failedStep = undefined
        return undefined as T
      }
      throw new ContractStepError([])
    }
    return value
  }

  /**
   * Starts a step that ends elsewhere (see {@link OpenStep}). Its failures are the violations seen
   * from now to its end and those of the error it fails with. With `continueOnFailure`, a step
   * that passes with violations does not stop the scenario (one failing with an error does).
   *
   * @example
   * const wait = recorder.open('gateway.getTransactionStatus', 'status of the transfer reaches CONFIRMED')
   */
  open(operation: string, name: string, options: { continueOnFailure?: boolean } = {}): OpenStep {
    this.planned(name)
    const violationsBefore = this.options.violations().length
    const exchangesBefore = this.options.lastExchange().count
    this.stepStart = violationsBefore
    const started = performance.now()
    let done = false
    const end = (error: unknown) => {
      if (done) return
      done = true
      const durationMs = Math.round(performance.now() - started)
      const stoppedBy = this.options.stopped()
      const failures: ContractFailure[] = failuresFromViolations(this.options.violations().slice(violationsBefore))
      if (error !== undefined) failures.push(...failuresOfError(operation, error))
      if (
        stoppedBy !== undefined &&
        error !== undefined &&
        !(error instanceof ContractStepError && error.failures.length > 0)
      ) {
        // The run's own stop cut the step short: no verdict on the server.
        this.stopped = true
        this.options.record({ ...this.check(operation, name, 'skip', []), reason: `not run: ${stoppedBy}` }, durationMs)
        return
      }
      const check = this.check(operation, name, failures.length ? 'fail' : 'pass', failures)
      // A failed step shows the last request it sent and its answer, with a curl line to replay it.
      const last = this.options.lastExchange()
      if (failures.length && last.summary && last.count > exchangesBefore) check.exchange = last.summary
      this.options.record(check, durationMs)
      // A step that passes but broke the spec on the way may let the next ones run (they name the field).
      if (failures.length && !(options.continueOnFailure && error === undefined)) {
        this.stopped = true
        this.failedStep = name
      }
    }
    return {
      pass: () => end(undefined),
      fail: (error) => end(error ?? new ContractStepError([])),
      skip: (reason) => {
        if (done) return
        done = true
        this.options.record({ ...this.check(operation, name, 'skip', []), reason }, 0)
      },
      get done() {
        return done
      },
    }
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
    if (this.options.violations().length > this.stepStart) throw new ContractStepError([])
  }

  /**
   * Records a step that cannot run here, and why.
   *
   * @example
   * recorder.skip('gateway.submitTransaction', 'the replay executed once (balance)', 'needs --v0 to read balances')
   */
  skip(operation: string, name: string, reason: string): void {
    this.planned(name)
    this.options.record({ ...this.check(operation, name, 'skip', []), reason }, 0)
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
   * Ends the scenario: the steps of the plan that did not run are skipped, naming why — the run
   * stopped, the failed step they depended on, or the error that ended the scenario.
   *
   * @example
   * recorder.finish()
   */
  finish(error?: string): void {
    const stoppedBy = this.options.stopped()
    this.skipRest(
      stoppedBy !== undefined
        ? `not run: ${stoppedBy}`
        : this.failedStep !== undefined
          ? `not run: the step "${this.failedStep}" failed before it`
          : `not run: ${error ?? 'the scenario ended before it'}`,
    )
  }

  /** Whether a step of the plan has its check already. */
  has(name: string): boolean {
    return this.recorded.has(name)
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
    }
  }
}
