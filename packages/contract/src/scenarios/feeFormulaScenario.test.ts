import { describe, expect, it } from 'vitest'
import { feeFormulaFailures } from './feeFormulaScenario.js'

const built = (what: string, signedLength: number, tokensCreated: number, fee: bigint) => ({
  what,
  signedLength,
  tokensCreated,
  fee,
})

describe('feeFormulaFailures', () => {
  it('passes fees that one perByte and one perToken explain', () => {
    expect(
      feeFormulaFailures([
        built('a', 278, 0, 278n * 7n),
        built('b', 300, 0, 300n * 7n),
        built('c', 400, 1, 400n * 7n + 1000n),
        built('d', 410, 2, 410n * 7n + 2000n),
      ]),
    ).toEqual([])
  })

  it('fails, naming the transaction, a fee one unit off, another perByte or another perToken', () => {
    expect(feeFormulaFailures([built('a', 10, 0, 70n), built('b', 12, 0, 85n)]).map((f) => f.message)).toEqual([
      'b: 12 signed bytes and 0 token(s) created cost 85, not 7 × 12',
    ])
    expect(
      feeFormulaFailures([built('a', 10, 0, 70n), built('c', 20, 1, 240n), built('d', 20, 1, 241n)]).map((f) => f.seen),
    ).toEqual(['241'])
    expect(feeFormulaFailures([built('a', 10, 0, 71n)]).map((f) => f.expected)).toContain('perByte × L')
  })
})
