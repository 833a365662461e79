import { describe, expect, it } from 'vitest'
import { exampleReport as report } from '../../test/exampleReport.js'
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
})
