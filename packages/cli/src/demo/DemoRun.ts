import type { CliContext } from '../commands/CliContext.js'
import type { FlowHooks } from '../commands/runFlow.js'
import { DemoCheckError } from '../errors/DemoCheckError.js'
import { describeError } from '../output/describeError.js'
import { formatDuration } from '../output/formatDuration.js'
import { formatTokens } from '../output/formatTokens.js'

/**
 * Which interface a demo step used.
 *
 * @example
 * const via: DemoVia = 'rpc'
 */
export type DemoVia = 'gateway' | 'rpc' | 'v0' | 'node'

/**
 * One step of the demo as it ran: what it did, through which interface, the status it reached,
 * the transaction's id and fee (for a transaction), how long it took, what was verified, and why
 * it failed if it did.
 *
 * @example
 * const failed = run.steps.find((step: DemoStep) => step.outcome === 'failed')
 */
export type DemoStep = {
  number: number
  title: string
  via: DemoVia
  kind: 'transaction' | 'read'
  outcome: 'ok' | 'failed'
  status?: string
  transactionId?: string
  fee?: bigint
  ms: number
  checks: string[]
  error?: { code: string; message: string; hint?: string }
}

/**
 * Thrown by a step that failed, after it printed why; stops the demo.
 *
 * @example
 * try { await run.read(…) } catch (error) { if (error instanceof DemoStepFailed) console.log(error.step.number) }
 */
export class DemoStepFailed extends Error {
  override name = 'DemoStepFailed'
  constructor(readonly step: DemoStep) {
    super(`step ${step.number} (${step.title}) failed`)
  }
}

/**
 * Runs the demo's steps one after the other and prints each as it happens: a spinner while it runs
 * (a transaction shows its id once submitted and each status polled), then a line with the status
 * it reached, its id and fee and the time it took, and the line of each check of its effect. A step
 * whose action throws or whose checks fail prints why and throws {@link DemoStepFailed}.
 *
 * @example
 * const run = new DemoRun(context)
 * await run.read('ping the node', 'node', () => ping({ client: node }), (pong) => [check(pong.response === 'pong', 'the node answers pong', `it answered ${pong.response}`)])
 */
export class DemoRun {
  readonly steps: DemoStep[] = []
  readonly #context: CliContext

  constructor(context: CliContext) {
    this.#context = context
  }

  /** A step that submits a transaction through a flow, then verifies its effect. */
  transaction<
    TResult extends { transactionId?: string; intentHash?: string; fee: bigint; receipt?: { status: string } },
  >(
    title: string,
    via: DemoVia,
    run: (hooks: FlowHooks) => Promise<TResult>,
    verify: (result: TResult) => Promise<string[]>,
  ): Promise<TResult> {
    return this.#step(title, via, 'transaction', run, verify, (result) => ({
      status: result.receipt?.status ?? 'CONFIRMED',
      transactionId: result.transactionId ?? result.intentHash ?? '',
      fee: result.fee,
    }))
  }

  /** A step that reads something, then verifies what it read. */
  read<TValue>(
    title: string,
    via: DemoVia,
    run: () => Promise<TValue>,
    verify: (value: TValue) => string[] | Promise<string[]>,
  ): Promise<TValue> {
    return this.#step(
      title,
      via,
      'read',
      () => run(),
      async (value) => verify(value),
      () => ({ status: 'answered' }),
    )
  }

  async #step<TValue>(
    title: string,
    via: DemoVia,
    kind: DemoStep['kind'],
    run: (hooks: FlowHooks) => Promise<TValue>,
    verify: (value: TValue) => Promise<string[]>,
    describe: (value: TValue) => Pick<DemoStep, 'status' | 'transactionId' | 'fee'>,
  ): Promise<TValue> {
    const { terminal } = this.#context
    const c = terminal.sayColor
    const number = this.steps.length + 1
    const label = `${String(number).padStart(2)} ${title} ${c.dim(`[${via}]`)}`
    const task = terminal.task(`${label} …`)
    let submitted: string | undefined
    const started = performance.now()
    const step: DemoStep = { number, title, via, kind, outcome: 'ok', ms: 0, checks: [] }
    try {
      const value = await run({
        onTransactionId: (id) => {
          submitted = id
          task.update(`${label} — tx ${id.slice(0, 12)}… submitting`)
        },
        onStatus: ({ status }) => task.update(`${label} — ${status}${submitted ? ` ${submitted.slice(0, 12)}…` : ''}`),
      })
      Object.assign(step, describe(value))
      step.checks = await verify(value)
      step.ms = Math.round(performance.now() - started)
      this.steps.push(step)
      const facts =
        kind === 'transaction'
          ? ` — ${c.bold(step.status!)} tx ${step.transactionId} · fee ${formatTokens(step.fee!, 'xrd')} · ${formatDuration(step.ms)}`
          : ` · ${formatDuration(step.ms)}`
      task.done(`${c.green('✔')} ${label}${facts}`)
      for (const line of step.checks) terminal.say(`       ${c.dim(`✓ ${line}`)}`)
      return value
    } catch (error) {
      step.ms = Math.round(performance.now() - started)
      step.outcome = 'failed'
      if (submitted !== undefined) step.transactionId ??= submitted
      const { message, hint, code } = describeError(error)
      step.error = { code, message, ...(hint ? { hint } : {}) }
      this.steps.push(step)
      task.fail(`${c.red('✖')} ${label} — failed · ${formatDuration(step.ms)}`)
      terminal.say(`       ${c.red(message)}`)
      if (hint) terminal.say(`       ${c.dim(`Hint: ${hint}.`)}`)
      throw new DemoStepFailed(step)
    }
  }
}

/**
 * One check of a step's effect: `ok` when it holds, else a {@link DemoCheckError} with `failure`.
 *
 * @example
 * check(supply === 900n, 'GEM supply is 900', `GEM supply is ${supply}, expected 900`)
 */
export function check(holds: boolean, ok: string, failure: string): string {
  if (!holds) throw new DemoCheckError(failure)
  return ok
}

/**
 * Checks an amount in subunits exactly, and says it in whole tokens.
 *
 * @example
 * checkAmount('bob holds', bobGem, 250n * 10n ** 18n, 'gem') // 'bob holds 250 GEM'
 */
export function checkAmount(label: string, actual: bigint, expected: bigint, symbol: string): string {
  return check(
    actual === expected,
    `${label} ${formatTokens(actual, symbol)}`,
    `${label} ${formatTokens(actual, symbol)}, expected ${formatTokens(expected, symbol)}`,
  )
}
