import { describe, expect, it } from 'vitest'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, goldDefinition } from '../testing/samples.js'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { actionsEqual } from './actionsEqual.js'

const transfer: Action = { type: 'TransferTokens', from: alice.address, to: bob.address, token: xrd, amount: 5n }
const create: Action = goldDefinition()

describe('actionsEqual', () => {
  it('is true for the same actions in the same order, whatever the Bech32 case', () => {
    expect(
      actionsEqual(
        [transfer, create],
        [
          { ...transfer, to: bob.address.toUpperCase() },
          { ...create, token: gold },
        ],
      ),
    ).toBe(true)
  })

  it('is false for another amount, account, token, order or length', () => {
    expect(actionsEqual([transfer], [{ ...transfer, amount: 6n }])).toBe(false)
    expect(actionsEqual([transfer], [{ ...transfer, to: alice.address }])).toBe(false)
    expect(actionsEqual([transfer], [{ ...transfer, token: gold }])).toBe(false)
    expect(actionsEqual([transfer, create], [create, transfer])).toBe(false)
    expect(actionsEqual([transfer], [transfer, transfer])).toBe(false)
    expect(actionsEqual([create], [{ ...create, name: 'gold' }])).toBe(false)
    expect(actionsEqual([create], [{ ...create, isSupplyMutable: false, supply: 1n, to: bob.address }])).toBe(false)
  })
})
