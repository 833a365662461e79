import type { FlowOptions, V0FlowOptions } from '@ledgernet/flows'
import { formatDuration } from '../output/formatDuration.js'
import { formatTokens } from '../output/formatTokens.js'
import type { CliContext } from './CliContext.js'

/**
 * The progress callbacks the CLI gives every flow (typed from the flows' own options, so that a
 * change there fails to compile here): the id as soon as it is known, then each status polled.
 *
 * @example
 * const hooks: FlowHooks = { onTransactionId: (id) => console.log(id), onStatus: ({ status }) => console.log(status) }
 */
export type FlowHooks = Required<Pick<FlowOptions, 'onTransactionId'> & Pick<V0FlowOptions, 'onTransactionId'>> & {
  onStatus(update: { status: string }): void
}

/**
 * Runs one transaction flow with its progress on the terminal: a spinner while it is built,
 * checked, signed, submitted and pending (showing the id once submitted and each status polled),
 * then one line with the status it reached, its id, its fee and the time it took. With `--json`
 * nothing is printed here (the command prints the result). Errors pass through after a `✖` line.
 *
 * @example
 * const { result, ms } = await runFlow(context, 'transfer 5 XRD', (hooks) => transfer(client, { ...flow, ...hooks, to, amount }))
 */
export async function runFlow<TResult extends { transactionId?: string; intentHash?: string; fee: bigint }>(
  context: CliContext,
  label: string,
  start: (hooks: FlowHooks) => Promise<TResult>,
): Promise<{ result: TResult; ms: number }> {
  const { terminal } = context
  const c = terminal.color
  const task = terminal.json ? undefined : terminal.task(`${label} — building, checking, signing…`)
  let id: string | undefined
  const started = performance.now()
  try {
    const result = await start({
      onTransactionId: (transactionId) => {
        id = transactionId
        task?.update(`${label} — tx ${short(transactionId)} submitting…`)
      },
      onStatus: ({ status }) => task?.update(`${label} — ${status} ${id ? short(id) : ''}`),
    })
    const ms = performance.now() - started
    const transactionId = result.transactionId ?? result.intentHash ?? id ?? ''
    task?.done(
      `${c.green('✔')} ${label} — ${c.bold('CONFIRMED')} tx ${transactionId} fee ${formatTokens(result.fee, 'xrd')} ${c.dim(`(${formatDuration(ms)})`)}`,
    )
    return { result, ms }
  } catch (error) {
    task?.fail(
      `${c.red('✖')} ${label}${id ? ` — tx ${id}` : ''} ${c.dim(`(${formatDuration(performance.now() - started)})`)}`,
    )
    throw error
  }
}

function short(id: string): string {
  return `${id.slice(0, 10)}…`
}
