// A system-token rri (payload 0x01 under a symbol other than xrd) is one @ledgernet/crypto reads,
// as the network's own libraries do; no transaction can carry it, and the specs' rri pattern
// admits payload 0x01 only under `xrd`: both build interfaces refuse it as a bad request field.
import { parseRri } from '@ledgernet/crypto'
import { buildTransaction } from '@ledgernet/gateway-client'
import { JsonRpcError, buildTransaction as rpcBuildTransaction } from '@ledgernet/rpc-client'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { useCheckedSandbox } from './support/checkedSandbox.js'
import { failureOf } from './support/failureOf.js'
import type { CheckedClients } from './support/specCheckedClients.js'
import { amount } from './support/testSandbox.js'

/** Bech32('emunie_dr', 0x01): payload 0x01 under the symbol emunie, on localnet. */
const system = 'emunie_dr1qygwqn82'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients
beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
})
/** The addresses of the first two funded accounts. */
const accounts = () => sandbox.accounts.map((account) => account.address) as [string, string]

describe('a system-token rri', () => {
  it('is one @ledgernet/crypto reads', () => {
    expect(parseRri(system, 'localnet')).toMatchObject({ kind: 'system', symbol: 'emunie' })
  })

  it('is refused by the gateway build as an invalid rri field, in a transfer, a mint and a burn', async () => {
    const [alice, bob] = accounts()
    const actions = [
      {
        type: 'TransferTokens',
        from_account: { address: alice },
        to_account: { address: bob },
        amount: amount(1n, system),
      },
      { type: 'MintTokens', to_account: { address: alice }, amount: amount(1n, system) },
      { type: 'BurnTokens', from_account: { address: alice }, amount: amount(1n, system) },
    ]
    for (const action of actions) {
      const body = { actions: [action as never], fee_payer: { address: alice } }
      const refused = await failureOf(buildTransaction({ client: clients.gateway, body }))
      expect(refused.status, action.type).toBe(400)
      expect(refused.body.details, action.type).toMatchObject({
        type: 'InvalidRequestError',
        validation_errors: [
          {
            path: '/body/actions/0/amount/token_identifier/rri',
            errors: [expect.stringContaining('must match pattern')],
          },
        ],
      })
    }
  })

  it('is refused by ledger.buildTransaction as an invalid param naming tokenIdentifier', async () => {
    const [alice, bob] = accounts()
    const transfer = { type: 'TokenTransfer', from: alice, to: bob, amount: '1', tokenIdentifier: system }
    const error = await rpcBuildTransaction({ client: clients.rpc, params: [[transfer]] as never }).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(JsonRpcError)
    expect((error as JsonRpcError).rpcCode).toBe(-32602)
    expect(JSON.stringify((error as JsonRpcError).data)).toContain('tokenIdentifier')
  })
})
