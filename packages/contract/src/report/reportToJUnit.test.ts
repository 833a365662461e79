import { describe, expect, it } from 'vitest'
import { exampleReport as report } from '../../test/exampleReport.js'
import { reportToJUnit } from './reportToJUnit.js'

describe('reportToJUnit', () => {
  const xml = reportToJUnit(report)

  it('has one suite per operation and per scenario, with the counts', () => {
    expect(xml).toContain('<testsuites name="ledgernet contract" tests="3" failures="1" skipped="1" time="1.234"')
    expect(xml).toContain('<testsuite name="gateway.deriveToken" tests="2" failures="1" errors="0" skipped="0"')
    expect(xml).toContain('<testsuite name="scenario gateway-transfer" tests="1" failures="0" errors="0" skipped="1"')
    expect(xml).toContain('<properties><property name="seed" value="42"/></properties>')
  })

  it('carries the path, the expected fragment and the value seen, escaped', () => {
    expect(xml).toContain('name="live &lt;&amp;&gt;"')
    expect(xml).toContain(
      'gateway.deriveToken /body/token_identifier/rri: must be string\nexpected: {&quot;type&quot;:&quot;string&quot;}\nseen: 42',
    )
    expect(xml).toContain('<skipped message="needs a funded key"/>')
  })
})
