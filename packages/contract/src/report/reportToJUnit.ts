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
  const { total, fail, skip } = report.summary
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ledgernet contract" tests="${total}" failures="${fail}" skipped="${skip}" ` +
      `time="${seconds(report.varies.durationMs)}" timestamp="${escapeXml(report.varies.startedAt)}">`,
  ]
  for (const [name, checks] of suites) {
    const failures = checks.filter((check) => check.outcome === 'fail').length
    const skipped = checks.filter((check) => check.outcome === 'skip').length
    const duration = (check: ContractCheck) => report.varies.durations[check.id] ?? 0
    const time = checks.reduce((total, check) => total + duration(check), 0)
    lines.push(
      `  <testsuite name="${escapeXml(name)}" tests="${checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">`,
    )
    // The seed repeats the run (`--seed`): JUnit keeps run-wide values as a suite's properties.
    lines.push(
      `    <properties><property name="seed" value="${report.seed}"/>${report.stopped ? `<property name="stopped" value="${escapeXml(report.stopped)}"/>` : ''}</properties>`,
    )
    for (const check of checks) {
      const open = `    <testcase classname="${escapeXml(name)}" name="${escapeXml(check.name)}" time="${seconds(duration(check))}"`
      if (check.outcome === 'pass') lines.push(`${open}/>`)
      else if (check.outcome === 'skip')
        lines.push(`${open}>`, `      <skipped message="${escapeXml(check.reason ?? '')}"/>`, '    </testcase>')
      else {
        const detail = check.failures.map(describe).join('\n\n')
        const sent = check.exchange
        const exchange = sent
          ? `\n\n${sent.method} ${sent.url}${sent.status !== undefined ? ` → HTTP ${sent.status}` : ''}` +
            (sent.error ? ` (${sent.error})` : '') +
            `\nreplay: ${sent.curl}`
          : ''
        lines.push(
          `${open}>`,
          `      <failure message="${escapeXml(check.reason ?? 'failed')}" type="ContractFailure">` +
            `${escapeXml(detail + exchange)}</failure>`,
          '    </testcase>',
        )
      }
    }
    lines.push('  </testsuite>')
  }
  // An operation no check was even made for still has its line: not probed, and why.
  for (const entry of report.coverage)
    if (entry.notProbed !== undefined && !suites.has(`${entry.spec}.${entry.operation}`)) {
      const name = escapeXml(`${entry.spec}.${entry.operation}`)
      lines.push(
        `  <testsuite name="${name}" tests="1" failures="0" errors="0" skipped="1" time="0.000">`,
        `    <testcase classname="${name}" name="not probed" time="0.000">`,
        `      <skipped message="${escapeXml(entry.notProbed)}"/>`,
        '    </testcase>',
        '  </testsuite>',
      )
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

/** Characters XML 1.0 cannot carry (its `Char` production): control characters among them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML allows tab, line feed and carriage return, and the rule must name them
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** XML text and attribute escaping; characters XML 1.0 cannot carry are dropped. */
function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
