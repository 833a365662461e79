import { getNetwork, parseRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
import { fromGatewayActions } from './fromGatewayActions.js'
import { fromRpcActions } from './fromRpcActions.js'
import { xrd } from './testing/developmentKeys.js'
import { alice, bob, gold, sampleTransfer } from './testing/samples.js'
import { transactionToken } from './tokenReference.js'

/** A system-token rri of localnet: payload 0x01 under a symbol other than xrd. */
const system = bech32.encode('emunie_dr', bech32.toWords(Uint8Array.of(1)))
const reason = 'is the system token "emunie"; a transaction carries the native token (xrd) and user tokens only'

/** The field and reason of the `InvalidArgumentError` that `run` throws. */
function refusal(run: () => unknown): { field: string; reason: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    return { field: (error as InvalidArgumentError).field, reason: (error as InvalidArgumentError).reason }
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('transactionToken', () => {
  it('reads the native token and user tokens', () => {
    expect(transactionToken(xrd, getNetwork('localnet'), 'token').kind).toBe('native')
    expect(transactionToken(gold, getNetwork('localnet'), 'token')).toMatchObject({ kind: 'user', symbol: 'gold' })
  })

  it('refuses a system-token rri, which @ledgernet/crypto reads but the format cannot carry', () => {
    expect(parseRri(system, 'localnet').kind).toBe('system')
    expect(refusal(() => transactionToken(system, getNetwork('localnet'), 'actions[0].token'))).toEqual({ field: 'actions[0].token', reason })
  })

  it('is the rule of the encoder and of both request readers', () => {
    const transfer = { type: 'TransferTokens', from: alice.address, to: bob.address, token: system, amount: 1n } as const
    expect(refusal(() => encodeUnsignedTransaction(sampleTransfer({ actions: [transfer] })))).toEqual({ field: 'actions[0].token', reason })
    const gateway = [{ type: 'TransferTokens', from_account: { address: alice.address }, to_account: { address: bob.address }, amount: { value: '1', token_identifier: { rri: system } } }]
    expect(refusal(() => fromGatewayActions(gateway as never, 'localnet'))).toEqual({ field: 'actions[0].amount.token_identifier.rri', reason })
    const rpc = [{ type: 'TokenTransfer', from: alice.address, to: bob.address, amount: '1', tokenIdentifier: system }]
    expect(refusal(() => fromRpcActions(rpc as never, 'localnet'))).toEqual({ field: 'actions[0].tokenIdentifier', reason })
  })
})
