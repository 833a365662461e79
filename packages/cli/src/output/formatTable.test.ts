import { describe, expect, it } from 'vitest'
import { createColors } from './colors.js'
import { fitToWidth, formatTable, visibleWidth } from './formatTable.js'

const c = createColors(true)

describe('formatTable', () => {
  it('pads columns to their widest cell, right-aligns the ones asked, ignores colour escapes', () => {
    expect(
      formatTable(
        ['step', 'fee'],
        [
          ['transfer', '0.05 XRD'],
          [c.green('mint'), '1 XRD'],
        ],
        { alignRight: [1] },
      ),
    ).toEqual(['step           fee', '────────  ────────', 'transfer  0.05 XRD', `${c.green('mint')}         1 XRD`])
  })

  it('measures and cuts by visible characters', () => {
    expect(visibleWidth(c.bold('✔ ok'))).toBe(4)
    // A control character takes the room of the escape the terminal shows.
    expect(visibleWidth('a\u001bb')).toBe(6)
    expect(fitToWidth('transfer 5 XRD', 10)).toBe('transfer …')
    expect(fitToWidth('short', 10)).toBe('short')
  })
})
