// A system-token rri (payload 0x01 under a symbol other than xrd) is one @ledgernet/crypto reads,
// as the network's own libraries do, but no transaction can carry it: every flow that takes a
// token refuses it, naming the field, before it sends anything or asks the Signer.
import { PrivateKey, parseRri, toSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { describe, expect, it } from 'vitest'
import { burn } from './burn.js'
import type { LedgerClient } from './LedgerClient.js'
import { mint } from './mint.js'
import { submitActions } from './submitActions.js'
import { transfer } from './transfer.js'
import { viaJsonRpc } from './viaJsonRpc.js'

/** Bech32('emunie_dr', 0x01): payload 0x01 under the symbol emunie, on localnet. */
const system = 'emunie_dr1qygwqn82'
const reason = 'is the system token "emunie"; a transaction carries the native token (xrd) and user tokens only'
const bob = developmentAccounts[1].address

/** A fetch that fails the test if a flow sends anything. */
const requests: string[] = []
const recordingFetch = (async (input: string | URL | Request) => {
  requests.push(String(input))
  throw new Error('no request may be sent')
}) as typeof fetch

const clients: [string, () => LedgerClient][] = [
  [
    'the Gateway API',
    () => createGatewayTransport({ baseUrl: 'http://127.0.0.1:9', network: 'localnet', fetch: recordingFetch }),
  ],
  ['JSON-RPC', () => viaJsonRpc(createRpcTransport({ baseUrl: 'http://127.0.0.1:9/rpc', fetch: recordingFetch }))],
]

describe.each(clients)('a system-token rri over %s', (_, client) => {
  it('is read by parseRri, and refused by transfer, mint, burn and submitActions before any request', async () => {
    expect(parseRri(system, 'localnet').kind).toBe('system')
    const key = PrivateKey.generate()
    let signed = 0
    const signer = {
      publicKey: key.publicKey,
      sign: async (payload: Uint8Array) => {
        signed++
        return key.sign(payload)
      },
    }
    const common = { signer, network: 'localnet' as const, maxFee: toSubunits('1') }
    const calls: [string, Promise<unknown>][] = [
      ['token', transfer(client(), { ...common, to: bob, token: system, amount: 1n })],
      ['token', mint(client(), { ...common, token: system, amount: 1n })],
      ['token', burn(client(), { ...common, token: system, amount: 1n })],
      [
        'actions[0].token',
        submitActions(client(), {
          ...common,
          actions: [{ type: 'TransferTokens', to: bob, token: system, amount: 1n }],
        }),
      ],
    ]
    for (const [field, call] of calls) {
      const error = await call.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(InvalidArgumentError)
      expect(error).toMatchObject({ field: expect.stringContaining(field), problem: reason })
    }
    expect(requests).toEqual([])
    expect(signed).toBe(0)
  })
})
