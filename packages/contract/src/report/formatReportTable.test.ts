import { describe, expect, it } from 'vitest'
import { exampleReport as report } from '../../test/exampleReport.js'
import type { ContractReport } from './ContractReport.js'
import { formatReportTable } from './formatReportTable.js'

describe('formatReportTable', () => {
  it('prints plain text without colours, with failures and skips explained', () => {
    const text = formatReportTable(report)
    expect(text).not.toMatch(/\u001b\[/)
    expect(text).toMatch(/^ledgernet contract · localnet · 3 checks in 1.2 s · seed 42\n/)
    expect(text).toContain('FAIL  gateway.deriveToken › live <&>')
    expect(text).toContain('gateway.deriveToken /body/token_identifier/rri: must be string')
    expect(text).toContain('seen:     42')
    expect(text).toContain("replay:  curl -sS -i -X POST 'http://127.0.0.1:8080/token/derive'")
    expect(text).toContain('gateway-transfer › the whole scenario (needs a funded key)')
    expect(text.trimEnd().endsWith('FAIL · 1 failed, 1 passed, 1 skipped')).toBe(true)
  })

  it('colours on request', () => {
    expect(formatReportTable(report, { color: true })).toMatch(/\u001b\[31mFAIL/)
  })

  it('shows what a server sent safe for a terminal: escapes, C1 and bidi controls visible, long texts cut; colours its own', () => {
    const hostile = '\u001b]0;PWNED\u0007\u001b[2J\rover\u009b31m\u202egnp.exe'
    const failing = report.checks[1]!
    const tampered: ContractReport = {
      ...report,
      targets: { gateway: `http://127.0.0.1:8080/${hostile}` },
      checks: [
        report.checks[0]!,
        {
          ...failing,
          id: `${failing.id} ${hostile}`,
          failures: [
            {
              ...failing.failures[0]!,
              message: `${hostile}${'m'.repeat(1_048_576)}`,
              seen: `${hostile}${'x'.repeat(1_048_576)}`,
            },
          ],
          exchange: { ...failing.exchange!, url: `http://127.0.0.1:8080/${hostile}` },
        },
        { ...report.checks[2]!, reason: hostile },
      ],
    }
    const shown = formatReportTable(tampered)
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/)
    // Coloured, it is the same text with the table's own colours (SGR sequences) added, nothing else.
    expect(formatReportTable(tampered, { color: true }).replace(/\u001b\[[0-9;]*m/g, '')).toBe(shown)
    expect(shown).toContain('\\x1b]0;PWNED\\x07\\x1b[2J\\rover\\x9b31m\\u202egnp.exe')
    // The value seen, as JSON (ESC escaped by JSON), then its C1 and bidi controls shown too.
    expect(shown).toContain('seen:     "\\u001b]0;PWNED\\u0007\\u001b[2J\\rover\\x9b31m\\u202egnp.exe')
    expect(shown).toMatch(/m… \(cut: 10\d{5} characters in all\)/)
    expect(Math.max(...shown.split('\n').map((line) => line.length))).toBeLessThan(2_100)
  })
})
