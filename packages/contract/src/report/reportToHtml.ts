import type { ContractCheck, ContractFailure, ContractReport, ExchangeSummary } from './ContractReport.js'

/**
 * The report as one self-contained HTML page (no script, no file or network it loads), for an
 * operator to open or a CI job to keep as an artifact: the verdict, the seed and the targets, why the
 * run stopped early if it did; the
 * coverage of every operation of every spec with its pass/fail/skip counts (and why one was not
 * probed); each failure with its JSON path, expected and seen values, the exchange (request and
 * answer: method, URL, headers, bodies) and a curl line that replays it; the skipped checks with
 * their reasons; what another run with the same seed may see differently (`varies`).
 *
 * @example
 * await writeFile('contract.html', reportToHtml(report))
 */
export function reportToHtml(report: ContractReport): string {
  const { summary } = report
  const failed = report.checks.filter((check) => check.outcome === 'fail')
  const skipped = report.checks.filter((check) => check.outcome === 'skip')
  const verdict = report.ok
    ? `PASS · ${summary.pass} passed, ${summary.skip} skipped`
    : `FAIL · ${summary.fail} failed, ${summary.pass} passed, ${summary.skip} skipped`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ledgernet contract · ${escapeHtml(verdict)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #1b1f24; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
.pass { color: #1a7f37; } .fail { color: #cf222e; } .skip { color: #9a6700; }
table { border-collapse: collapse; } td, th { padding: 2px 10px; text-align: left; border-bottom: 1px solid #d0d7de; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f6f8fa; padding: 8px; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
section.failure { border-left: 4px solid #cf222e; padding-left: 12px; margin-bottom: 1.5rem; }
code { font-family: ui-monospace, monospace; }
</style>
</head>
<body>
<h1 id="verdict" class="${report.ok ? 'pass' : 'fail'}">ledgernet contract · ${escapeHtml(verdict)}</h1>
<p>${escapeHtml(report.network)}${report.mode.readOnly ? ' · read-only' : ''} · ${summary.total} checks in ${(report.varies.durationMs / 1000).toFixed(1)} s · started ${escapeHtml(report.varies.startedAt)} · seed <code id="seed">${report.seed}</code> (<code>--seed ${report.seed}</code> repeats the run)</p>
${report.stopped ? `<p id="stopped" class="fail">The run stopped before its end: ${escapeHtml(report.stopped)}.</p>\n` : ''}
<ul>
${Object.entries(report.targets)
  .map(([name, url]) => `<li>${escapeHtml(name)}: <code>${escapeHtml(String(url))}</code></li>`)
  .join('\n')}
</ul>
<h2 id="failures">Failures (${failed.length})</h2>
${failed.length ? failed.map(failureSection).join('\n') : '<p>None.</p>'}
<h2 id="coverage">Coverage (${report.coverage.length} operations)</h2>
<table>
<thead><tr><th>operation</th><th>pass</th><th>fail</th><th>skip</th><th>not probed</th></tr></thead>
<tbody>
${report.coverage
  .map(
    (entry) =>
      `<tr><td><code>${escapeHtml(`${entry.spec}.${entry.operation}`)}</code></td><td class="n">${entry.pass}</td><td class="n${entry.fail ? ' fail' : ''}">${entry.fail}</td><td class="n">${entry.skip}</td><td>${escapeHtml(entry.notProbed ?? '')}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>
<h2 id="skipped">Skipped (${skipped.length})</h2>
${skipped.length ? `<ul>\n${skipped.map((check) => `<li><code>${escapeHtml(check.id)}</code>: ${escapeHtml(check.reason ?? '')}</li>`).join('\n')}\n</ul>` : '<p>None.</p>'}
<h2 id="varies">What another run with this seed may see differently</h2>
${variesList(report)}
</body>
</html>
`
}

function variesList(report: ContractReport): string {
  const entries = Object.entries(report.varies.values)
  return entries.length
    ? `<ul>\n${entries.map(([what, value]) => `<li>${escapeHtml(what)}: <code>${escapeHtml(String(value))}</code></li>`).join('\n')}\n</ul>`
    : '<p>Only the timings.</p>'
}

function failureSection(check: ContractCheck): string {
  return `<section class="failure">
<h3 class="fail">${escapeHtml(check.id)}</h3>
<ul>
${check.failures.map(failureItem).join('\n')}
</ul>
${check.exchange ? exchangeBlock(check.exchange) : ''}
</section>`
}

function failureItem(failure: ContractFailure): string {
  const rows = [
    `<code>${escapeHtml(failure.operation)} ${escapeHtml(failure.path || '(answer)')}</code>: ${escapeHtml(failure.message)}`,
  ]
  if (failure.expected !== undefined)
    rows.push(`expected: <code>${escapeHtml(JSON.stringify(failure.expected))}</code>`)
  if ('seen' in failure)
    rows.push(`seen: <code>${escapeHtml(JSON.stringify(failure.seen) ?? String(failure.seen))}</code>`)
  return `<li>${rows.join('<br>')}</li>`
}

function exchangeBlock(exchange: ExchangeSummary): string {
  const headers = (record: Record<string, string> | undefined) =>
    Object.entries(record ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n')
  const request = [`${exchange.method} ${exchange.url}`, headers(exchange.requestHeaders), exchange.requestBody ?? '']
    .filter((part) => part !== '')
    .join('\n')
  const answer =
    exchange.status !== undefined
      ? [`HTTP ${exchange.status}`, headers(exchange.responseHeaders), exchange.responseBody ?? '']
          .filter((part) => part !== '')
          .join('\n')
      : `no answer: ${exchange.error ?? ''}`
  return `<p>Request</p>
<pre class="request">${escapeHtml(request)}</pre>
<p>Answer</p>
<pre class="answer">${escapeHtml(answer)}</pre>
<p>Replay</p>
<pre class="curl">${escapeHtml(exchange.curl)}</pre>`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
