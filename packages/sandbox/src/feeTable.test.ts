import { describe, expect, it } from 'vitest'
import { defaultFeeTable, gatewayFee, resolveFeeTable, v0CostUnits } from './feeTable.js'

describe('the fee table', () => {
  it("gives the spec examples' fees: 0.0002 XRD per signed byte, 100 XRD per token", () => {
    // The spec's 10 XRD transfer: 212 unsigned bytes, 278 signed; the creation of gold: 403 signed bytes.
    expect(gatewayFee(defaultFeeTable, { signedLength: 278, tokensCreated: 0 })).toBe(55_600_000_000_000_000n)
    expect(gatewayFee(defaultFeeTable, { signedLength: 403, tokensCreated: 1 })).toBe(100_080_600_000_000_000_000n)
  })

  it('counts v0 cost units per byte, instruction and created resource', () => {
    expect(v0CostUnits(defaultFeeTable, { length: 251, instructions: 1, resourcesCreated: 0 })).toBe(251 * 50 + 5_000)
    expect(v0CostUnits(defaultFeeTable, { length: 242, instructions: 1, resourcesCreated: 1 })).toBe(
      242 * 50 + 5_000 + 20_000,
    )
  })

  it('completes a partial table and refuses bad rates naming them', () => {
    expect(resolveFeeTable({ gateway: { perTokenCreated: 0n } })).toEqual({
      ...defaultFeeTable,
      gateway: { ...defaultFeeTable.gateway, perTokenCreated: 0n },
    })
    expect(() => resolveFeeTable({ gateway: { perSignedByte: -1n } })).toThrow(/fees\.gateway\.perSignedByte/)
    expect(() => resolveFeeTable({ v0: { perByte: 1.5 } })).toThrow(/fees\.v0\.perByte/)
    expect(() => resolveFeeTable({ v0: { costUnitPrice: 5 as unknown as bigint } })).toThrow(/fees\.v0\.costUnitPrice/)
  })
})
