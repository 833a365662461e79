import { getNetwork, parseRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { fromGatewayActions } from '../actions/fromGatewayActions.js'
import { fromRpcActions } from '../actions/fromRpcActions.js'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
import { transactionToken } from './tokenReference.js'

/** A system-token rri of localnet: payload 0x01 under a symbol other than xrd. */
const system = bech32.encode('emunie_dr', bech32.toWords(Uint8Array.of(1)))
const reason = 'is the system token "emunie"; a transaction carries the native token (xrd) and user tokens only'

describe('transactionToken', () => {
  it('reads the native token and user tokens', () => {
    expect(transactionToken(xrd, getNetwork('localnet'), 'token').kind).toBe('native')
    expect(transactionToken(gold, getNetwork('localnet'), 'token')).toMatchObject({ kind: 'user', symbol: 'gold' })
  })

  it('refuses a system-token rri, which @ledgernet/crypto reads but the format cannot carry', () => {
    expect(parseRri(system, 'localnet').kind).toBe('system')
    expect(() => transactionToken(system, getNetwork('localnet'), 'actions[0].token')).toThrow(
      new InvalidArgumentError('actions[0].token', reason),
    )
  })

  it('is the rule of the encoder and of both request readers', () => {
    const transfer = {
      type: 'TransferTokens',
      from: alice.address,
      to: bob.address,
      token: system,
      amount: 1n,
    } as const
    expect(() => encodeUnsignedTransaction(sampleTransfer({ actions: [transfer] }))).toThrow(
      new InvalidArgumentError('actions[0].token', reason),
    )
    const gateway = [
      {
        type: 'TransferTokens',
        from_account: { address: alice.address },
        to_account: { address: bob.address },
        amount: { value: '1', token_identifier: { rri: system } },
      },
    ]
    expect(() => fromGatewayActions(gateway as never, 'localnet')).toThrow(
      new InvalidArgumentError('actions[0].amount.token_identifier.rri', reason),
    )
    const rpc = [{ type: 'TokenTransfer', from: alice.address, to: bob.address, amount: '1', tokenIdentifier: system }]
    expect(() => fromRpcActions(rpc as never, 'localnet')).toThrow(
      new InvalidArgumentError('actions[0].tokenIdentifier', reason),
    )
  })
})
