import { describe, expect, it } from 'vitest'
import { fitToWidth, formatTable, visibleWidth } from './formatTable.js'

describe('formatTable', () => {
  it('pads columns to their widest cell, right-aligns the ones asked, ignores colour escapes', () => {
    expect(
      formatTable(
        ['step', 'fee'],
        [
          ['transfer', '0.05 XRD'],
          ['\u001b[32mmint\u001b[39m', '1 XRD'],
        ],
        { alignRight: [1] },
      ),
    ).toEqual([
      'step           fee',
      '────────  ────────',
      'transfer  0.05 XRD',
      '\u001b[32mmint\u001b[39m         1 XRD',
    ])
  })

  it('measures and cuts by visible characters', () => {
    expect(visibleWidth('\u001b[1m✔ ok\u001b[22m')).toBe(4)
    expect(fitToWidth('transfer 5 XRD', 10)).toBe('transfer …')
    expect(fitToWidth('short', 10)).toBe('short')
  })
})
