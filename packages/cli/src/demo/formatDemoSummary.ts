import type { Colors } from '../output/colors.js'
import { formatDuration } from '../output/formatDuration.js'
import { formatTable } from '../output/formatTable.js'
import { formatTokens } from '../output/formatTokens.js'
import type { DemoReport } from './runDemo.js'

/**
 * The end of the demo's output: a table of every transaction (step, interface, status, id, fee,
 * time), the final balances of both accounts, and the verdict — every step did what it should, or
 * the step that failed and why.
 *
 * @example
 * for (const line of formatDemoSummary(report, terminal.color)) console.log(line)
 */
export function formatDemoSummary(report: DemoReport, c: Colors): string[] {
  const transactions = report.steps.filter((step) => step.kind === 'transaction')
  const lines = ['', c.bold('Transactions')]
  lines.push(
    ...formatTable(
      ['#', 'step', 'via', 'status', 'transaction id', 'fee', 'time'],
      transactions.map((step) => [
        String(step.number),
        step.title,
        step.via,
        step.outcome === 'ok' ? c.green(step.status ?? '') : c.red('FAILED'),
        step.transactionId ?? '-',
        step.fee === undefined ? '-' : formatTokens(step.fee, 'xrd'),
        formatDuration(step.ms),
      ]),
      { alignRight: [0, 5, 6], indent: '  ' },
    ),
  )
  const fees = transactions.reduce((sum, step) => sum + (step.fee ?? 0n), 0n)
  lines.push(`  ${transactions.length} transactions, ${formatTokens(fees, 'xrd')} in fees`)
  if (report.balances.length > 0) {
    lines.push('', c.bold('Final balances'))
    lines.push(
      ...formatTable(
        ['account', 'address', 'XRD', 'GEM', 'GOLD', 'tickets'],
        report.balances.map((row) => [
          row.account,
          row.address,
          formatTokens(row.xrd),
          formatTokens(row.gem),
          formatTokens(row.gold),
          row.nfts.length ? row.nfts.map((id) => `#${id}`).join(' ') : '-',
        ]),
        { alignRight: [2, 3, 4], indent: '  ' },
      ),
    )
  }
  lines.push('')
  const failed = report.failedStep
  if (failed)
    lines.push(
      c.red(c.bold(`✖ Step ${failed.number} (${failed.title}) failed: ${failed.error?.message ?? 'unknown reason'}`)) +
        (failed.error?.hint ? ` ${c.dim(`Hint: ${failed.error.hint}.`)}` : ''),
    )
  else
    lines.push(
      c.green(c.bold(`✔ All ${report.steps.length} steps did what they should, in ${formatDuration(report.ms)}.`)),
    )
  return lines
}
