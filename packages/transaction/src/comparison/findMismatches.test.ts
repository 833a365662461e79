import { describe, expect, it } from 'vitest'
import { findMismatches } from './findMismatches.js'

describe('findMismatches', () => {
  it('names each differing leaf by its path, with both values as text', () => {
    const asked = {
      fee_payer: { address: 'ddx1a' },
      fee: { value: '5' },
      actions: [{ type: 'TransferTokens', to_account: { address: 'ddx1b' }, amount: { value: '1' } }],
    }
    const built = {
      fee_payer: { address: 'ddx1a' },
      fee: { value: '6' },
      actions: [{ type: 'TransferTokens', to_account: { address: 'ddx1c' }, amount: { value: '1' } }],
    }
    expect(findMismatches(asked, built)).toEqual([
      { field: 'fee.value', expected: '5', actual: '6' },
      { field: 'actions[0].to_account.address', expected: 'ddx1b', actual: 'ddx1c' },
    ])
    expect(findMismatches(asked, structuredClone(asked))).toEqual([])
  })

  it('reports a field present on one side only, a list of another length, and another type only once', () => {
    expect(findMismatches({ message: undefined, flag: false }, { message: '00', flag: true })).toEqual([
      { field: 'message', expected: '(absent)', actual: '00' },
      { field: 'flag', expected: 'false', actual: 'true' },
    ])
    expect(
      findMismatches({ actions: [{ type: 'A', x: 1 }] }, { actions: [{ type: 'A', x: 2 }, { type: 'B' }] }),
    ).toEqual([
      { field: 'actions.length', expected: '1', actual: '2' },
      { field: 'actions[0].x', expected: '1', actual: '2' },
    ])
    expect(findMismatches([{ type: 'MintTokens', to: 'a' }], [{ type: 'BurnTokens', from: 'a' }])).toEqual([
      { field: '[0].type', expected: 'MintTokens', actual: 'BurnTokens' },
    ])
  })

  it('shows a leaf that is an object on one side only as JSON', () => {
    expect(findMismatches({ to: { address: 'a' } }, { to: 'a' })).toEqual([
      { field: 'to', expected: '{"address":"a"}', actual: 'a' },
    ])
  })
})
