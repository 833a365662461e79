import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { actionsEqual } from '../comparison/actionsEqual.js'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, goldDefinition, sampleTransfer } from '../testing/samples.js'
import { decodeUnsignedTransaction } from '../unsignedTransaction/decodeUnsignedTransaction.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { fromRpcActions } from './fromRpcActions.js'
import type { RpcAction } from './RpcAction.js'

const properties = {
  symbol: 'gold',
  name: 'Gold',
  description: '',
  iconUrl: '',
  url: '',
  granularity: '1' as const,
  owner: alice.address,
  tokenIdentifier: gold,
}

describe('fromRpcActions', () => {
  it('reads the five JSON-RPC actions', () => {
    const actions: RpcAction[] = [
      { type: 'TokenTransfer', from: alice.address, to: bob.address, amount: '5', tokenIdentifier: xrd },
      { type: 'MintTokens', to: bob.address, amount: '6', tokenIdentifier: gold.toUpperCase() },
      { type: 'BurnTokens', from: alice.address, amount: '7', tokenIdentifier: gold },
      { type: 'CreateFixedSupplyToken', ...properties, supply: '9', to: bob.address },
      { type: 'CreateMutableSupplyToken', ...properties, isSupplyMutable: true },
    ]
    const create = { ...goldDefinition(), token: gold }
    expect(fromRpcActions(actions, 'localnet')).toEqual([
      { type: 'TransferTokens', from: alice.address, to: bob.address, token: xrd, amount: 5n },
      { type: 'MintTokens', to: bob.address, token: gold, amount: 6n },
      { type: 'BurnTokens', from: alice.address, token: gold, amount: 7n },
      { ...create, isSupplyMutable: false, supply: 9n, to: bob.address },
      { ...create, isSupplyMutable: true, supply: 0n },
    ])
  })

  it('lets a wallet compare a built blob with the RPC request', () => {
    const expected = fromRpcActions(
      [
        {
          type: 'TokenTransfer',
          from: alice.address,
          to: bob.address,
          amount: '1000000000000000000',
          tokenIdentifier: xrd,
        },
      ],
      'localnet',
    )
    expect(actionsEqual(decodeUnsignedTransaction(encodeUnsignedTransaction(sampleTransfer())).actions, expected)).toBe(
      true,
    )
    expect(
      actionsEqual(
        decodeUnsignedTransaction(encodeUnsignedTransaction(sampleTransfer({ nonce: 1n }))).actions,
        expected,
      ),
    ).toBe(true)
    expect(
      actionsEqual(
        decodeUnsignedTransaction(
          encodeUnsignedTransaction(
            sampleTransfer({ actions: [{ ...sampleTransfer().actions[0]!, to: alice.address } as never] }),
          ),
        ).actions,
        expected,
      ),
    ).toBe(false)
  })

  it('names the field that is wrong', () => {
    const invalid = (actions: unknown[]) => {
      try {
        fromRpcActions(actions as RpcAction[], 'localnet')
      } catch (error) {
        if (error instanceof InvalidArgumentError) return error.field
        throw error
      }
      throw new Error('expected an InvalidArgumentError')
    }
    expect(
      invalid([{ type: 'TokenTransfer', from: alice.address, to: bob.address, amount: '01', tokenIdentifier: xrd }]),
    ).toBe('actions[0].amount')
    expect(
      invalid([
        {
          type: 'TokenTransfer',
          from: alice.address,
          to: 'rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2',
          amount: '1',
          tokenIdentifier: xrd,
        },
      ]),
    ).toBe('actions[0].to')
    expect(invalid([{ type: 'CreateMutableSupplyToken', ...properties, isSupplyMutable: false }])).toBe(
      'actions[0].isSupplyMutable',
    )
    expect(invalid([{ type: 'CreateMutableSupplyToken', ...properties, granularity: '10' }])).toBe(
      'actions[0].granularity',
    )
    expect(invalid([{ type: 'TransferTokens' }])).toBe('actions[0].type')
  })
})
