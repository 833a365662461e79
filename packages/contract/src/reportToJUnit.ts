import type { ContractCheck, ContractFailure, ContractReport } from './ContractReport.js'

/**
 * The report as JUnit XML for CI: one `<testsuite>` per operation (`gateway.deriveToken`) and per
 * scenario (`scenario gateway-transfer`), one `<testcase>` per check, with `<failure>` (every
 * failure's operation, JSON path, expected fragment and value seen) or `<skipped>` (the reason).
 *
 * @example
 * await writeFile('contract.junit.xml', reportToJUnit(report))
 */
export function reportToJUnit(report: ContractReport): string {
  const suites = new Map<string, ContractCheck[]>()
  for (const check of report.checks) {
    const suite = check.kind === 'scenario' ? `scenario ${check.scenario}` : `${check.spec}.${check.operation}`
    suites.set(suite, [...(suites.get(suite) ?? []), check])
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ledgernet contract" tests="${report.summary.total}" failures="${report.summary.fail}" skipped="${report.summary.skip}" time="${seconds(report.durationMs)}" timestamp="${escape(report.startedAt)}">`,
  ]
  for (const [name, checks] of suites) {
    const failures = checks.filter((check) => check.outcome === 'fail').length
    const skipped = checks.filter((check) => check.outcome === 'skip').length
    const time = checks.reduce((total, check) => total + check.durationMs, 0)
    lines.push(
      `  <testsuite name="${escape(name)}" tests="${checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">`,
    )
    for (const check of checks) {
      const open = `    <testcase classname="${escape(name)}" name="${escape(check.name)}" time="${seconds(check.durationMs)}"`
      if (check.outcome === 'pass') lines.push(`${open}/>`)
      else if (check.outcome === 'skip')
        lines.push(`${open}>`, `      <skipped message="${escape(check.reason ?? '')}"/>`, '    </testcase>')
      else {
        const detail = check.failures.map(describe).join('\n\n')
        const exchange = check.exchange
          ? `\n\n${check.exchange.method} ${check.exchange.url}${check.exchange.status !== undefined ? ` → HTTP ${check.exchange.status}` : ''}${check.exchange.error ? ` (${check.exchange.error})` : ''}`
          : ''
        lines.push(
          `${open}>`,
          `      <failure message="${escape(check.reason ?? 'failed')}" type="ContractFailure">${escape(detail + exchange)}</failure>`,
          '    </testcase>',
        )
      }
    }
    lines.push('  </testsuite>')
  }
  lines.push('</testsuites>')
  return `${lines.join('\n')}\n`
}

function describe(failure: ContractFailure): string {
  const lines = [`${failure.operation} ${failure.path || '(answer)'}: ${failure.message}`]
  if (failure.expected !== undefined) lines.push(`expected: ${JSON.stringify(failure.expected)}`)
  if ('seen' in failure) lines.push(`seen: ${JSON.stringify(failure.seen) ?? String(failure.seen)}`)
  return lines.join('\n')
}

/** XML text and attribute escaping; characters XML 1.0 cannot carry are dropped. */
function escape(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
