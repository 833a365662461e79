import { terminalSafe } from '@ledgernet/errors'
import picocolors from 'picocolors'
import type { ContractCheck, ContractFailure, ContractReport } from './ContractReport.js'

/**
 * Options of {@link formatReportTable}.
 *
 * @example
 * const options: FormatReportTableOptions = { color: false, all: true }
 */
export type FormatReportTableOptions = {
  /** ANSI colours (default false). */
  color?: boolean
  /** List every check, passes included (default: scenario steps, then per-operation counts). */
  all?: boolean
}

/**
 * The report as text for a terminal: the scenario steps, a table of the operations of every spec
 * with how many checks passed, failed and were skipped, every failure with its operation, JSON
 * path, expected schema fragment and value seen, every skip with its reason, and the verdict.
 * Every text the table did not write itself (what a server answered, a failure's message, a URL, a
 * spec's names) is shown safe for a terminal (`terminalSafe`: control, escape and bidi characters as
 * visible escapes, a text past 2,000 characters cut with its size said); the colours are the
 * table's own.
 *
 * @example
 * console.log(formatReportTable(report, { color: process.stdout.isTTY }))
 */
export function formatReportTable(report: ContractReport, options: FormatReportTableOptions = {}): string {
  const c = picocolors.createColors(options.color === true)
  const outcome = (check: ContractCheck) =>
    check.outcome === 'pass' ? c.green('pass') : check.outcome === 'fail' ? c.red('FAIL') : c.yellow('skip')
  const lines: string[] = []
  const { summary } = report
  lines.push(
    `ledgernet contract · ${terminalSafe(report.network)}${report.mode.readOnly ? ' · read-only' : ''} · ${summary.total} checks in ${(report.varies.durationMs / 1000).toFixed(1)} s · seed ${report.seed}`,
  )
  for (const [name, url] of Object.entries(report.targets))
    lines.push(`  ${terminalSafe(name).padEnd(8)} ${terminalSafe(url)}`)

  const scenarioChecks = report.checks.filter((check) => check.kind === 'scenario')
  if (scenarioChecks.length) {
    lines.push('', c.bold('Scenarios'))
    for (const check of scenarioChecks)
      lines.push(
        `  ${outcome(check)}  ${terminalSafe(`${check.scenario} › ${check.name}${check.outcome === 'skip' ? ` (${check.reason})` : ''}`)}`,
      )
  }

  if (options.all) {
    lines.push('', c.bold('Checks'))
    for (const check of report.checks.filter((candidate) => candidate.kind === 'operation'))
      lines.push(`  ${outcome(check)}  ${terminalSafe(`${check.spec}.${check.operation} › ${check.name}`)}`)
  }

  lines.push('', c.bold(`${'Operations'.padEnd(48)}${'pass'.padStart(6)}${'fail'.padStart(6)}${'skip'.padStart(6)}`))
  for (const entry of report.coverage) {
    const name = terminalSafe(`${entry.spec}.${entry.operation}`)
    const fail = entry.fail ? c.red(String(entry.fail).padStart(6)) : String(entry.fail).padStart(6)
    lines.push(`  ${name.padEnd(46)}${String(entry.pass).padStart(6)}${fail}${String(entry.skip).padStart(6)}`)
  }

  const notProbed = report.coverage.filter((entry) => entry.notProbed !== undefined)
  if (notProbed.length) {
    lines.push('', c.bold(`Not probed (${notProbed.length})`))
    for (const entry of notProbed)
      lines.push(`  ${terminalSafe(`${entry.spec}.${entry.operation}: ${entry.notProbed}`)}`)
  }
  const failed = report.checks.filter((check) => check.outcome === 'fail')
  if (failed.length) {
    lines.push('', c.bold(`Failures (${failed.length})`))
    for (const check of failed) {
      lines.push(`  ${outcome(check)}  ${terminalSafe(check.id)}`)
      for (const failure of check.failures)
        lines.push(...describeFailure(failure).map((line) => `        ${terminalSafe(line)}`))
      if (check.exchange)
        lines.push(
          `        request: ${terminalSafe(`${check.exchange.method} ${check.exchange.url}`)}${check.exchange.status !== undefined ? ` → HTTP ${check.exchange.status}` : ''}`,
          `        replay:  ${terminalSafe(check.exchange.curl)}`,
        )
    }
  }
  const skippedChecks = report.checks.filter((check) => check.outcome === 'skip' && check.kind === 'operation')
  if (skippedChecks.length) {
    lines.push('', c.bold(`Skipped (${skippedChecks.length})`))
    for (const check of skippedChecks)
      lines.push(`  ${outcome(check)}  ${terminalSafe(`${check.id}: ${check.reason}`)}`)
  }
  const values = Object.entries(report.varies.values)
  if (values.length) {
    lines.push('', c.bold('What another run with this seed may see differently'))
    for (const [what, value] of values) lines.push(`  ${terminalSafe(`${what}: ${value}`)}`)
  }
  if (report.stopped) lines.push('', c.red(`The run stopped before its end: ${terminalSafe(report.stopped)}.`))
  lines.push(
    '',
    report.ok
      ? c.green(`PASS · ${summary.pass} passed, ${summary.skip} skipped`)
      : c.red(
          `FAIL · ${summary.fail} failed, ${summary.pass} passed, ${summary.skip} skipped${report.stopped ? ' (stopped)' : ''}`,
        ),
  )
  return `${lines.join('\n')}\n`
}

function describeFailure(failure: ContractFailure): string[] {
  const lines = [`${failure.operation} ${failure.path || '(answer)'}: ${failure.message}`]
  if (failure.expected !== undefined) lines.push(`  expected: ${show(failure.expected)}`)
  if ('seen' in failure) lines.push(`  seen:     ${failure.seen === undefined ? '(absent)' : show(failure.seen)}`)
  return lines
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}
