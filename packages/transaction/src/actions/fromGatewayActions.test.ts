import { encodeAccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, goldDefinition } from '../testing/samples.js'
import { fromGatewayActions } from './fromGatewayActions.js'
import type { GatewayAction, GatewayCreateTokenDefinition } from './GatewayAction.js'

const amount = (value: string, rri = xrd) => ({ value, token_identifier: { rri } })
const properties = {
  name: 'Gold',
  description: 'Shiny',
  icon_url: 'https://example.com/gold.png',
  url: 'https://example.com',
  symbol: 'gold',
  is_supply_mutable: false,
  granularity: '1' as const,
  owner: { address: alice.address },
}
// The texts of `properties` as an Action carries them.
const shiny = { description: 'Shiny', iconUrl: 'https://example.com/gold.png', url: 'https://example.com' }

function invalid(actions: unknown[]): { field: string; problem: string } {
  try {
    fromGatewayActions(actions as GatewayAction[], 'localnet')
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { field: error.field, problem: error.problem }
    throw error
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('fromGatewayActions', () => {
  it('reads the four Gateway actions', () => {
    const actions: GatewayAction[] = [
      {
        type: 'TransferTokens',
        from_account: { address: alice.address },
        to_account: { address: bob.address },
        amount: amount('5'),
      },
      { type: 'MintTokens', to_account: { address: bob.address }, amount: amount('6', gold) },
      { type: 'BurnTokens', from_account: { address: alice.address }, amount: amount('7', gold) },
      {
        type: 'CreateTokenDefinition',
        token_properties: properties,
        token_supply: amount('1000', gold),
        to_account: { address: bob.address },
      },
    ]
    expect(fromGatewayActions(actions, 'localnet')).toEqual([
      { type: 'TransferTokens', from: alice.address, to: bob.address, token: xrd, amount: 5n },
      { type: 'MintTokens', to: bob.address, token: gold, amount: 6n },
      { type: 'BurnTokens', from: alice.address, token: gold, amount: 7n },
      goldDefinition({ ...shiny, isSupplyMutable: false, supply: 1000n, token: gold, to: bob.address }),
    ])
  })

  it('accepts token_supply inside token_properties too, and drops a mutable token’s to_account', () => {
    const action: GatewayCreateTokenDefinition = {
      type: 'CreateTokenDefinition',
      token_properties: { ...properties, is_supply_mutable: true, token_supply: amount('0', gold) },
      to_account: { address: bob.address },
    }
    expect(fromGatewayActions([action], 'localnet')[0]).toEqual(goldDefinition({ ...shiny, token: gold }))
  })

  it('lower-cases addresses and rri', () => {
    const [action] = fromGatewayActions(
      [
        {
          type: 'MintTokens',
          to_account: { address: bob.address.toUpperCase() },
          amount: amount('1', gold.toUpperCase()),
        },
      ],
      'localnet',
    )
    expect(action).toEqual({ type: 'MintTokens', to: bob.address, token: gold, amount: 1n })
  })

  it('names the request field that is wrong', () => {
    const transfer = {
      type: 'TransferTokens',
      from_account: { address: alice.address },
      to_account: { address: bob.address },
      amount: amount('5'),
    }
    expect(invalid([{ ...transfer, amount: amount('1.5') }]).field).toBe('actions[0].amount.value')
    expect(invalid([{ ...transfer, amount: amount('-1') }]).field).toBe('actions[0].amount.value')
    expect(invalid([{ ...transfer, amount: amount('5', 'xrd_rr1qy5wfsfh') }]).field).toBe(
      'actions[0].amount.token_identifier.rri',
    )
    expect(
      invalid([transfer, { ...transfer, to_account: { address: encodeAccountAddress(bob.publicKey, 'stokenet') } }])
        .field,
    ).toBe('actions[1].to_account.address')
    expect(invalid([{ ...transfer, to_account: undefined }])).toEqual({
      field: 'actions[0].to_account',
      problem: 'is required ({ address })',
    })
    expect(invalid([{ type: 'Stake' }]).field).toBe('actions[0].type')
    const create = {
      type: 'CreateTokenDefinition',
      token_properties: properties,
      token_supply: amount('1', gold),
      to_account: { address: bob.address },
    }
    expect(invalid([{ ...create, token_properties: { ...properties, granularity: '2' } }])).toEqual({
      field: 'actions[0].token_properties.granularity',
      problem: 'must be "1", the only supported granularity',
    })
    expect(invalid([{ ...create, token_supply: undefined }]).field).toBe('actions[0].token_supply')
    expect(invalid([{ ...create, token_properties: { ...properties, token_supply: amount('1', gold) } }]).problem).toBe(
      'is given twice (beside and inside token_properties)',
    )
    expect(invalid([{ ...create, to_account: undefined }]).field).toBe('actions[0].to_account')
  })
})
