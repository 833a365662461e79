// Wrong answers through the lean clients (which check no answer against the spec): every flow reads
// what it uses field by field, so each is an InvalidResponseError naming the field — what a checked
// client throws for the same answer — never a TypeError, a RangeError or a wrong result.
import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import { type ProxiedAnswer, type ProxiedRequest, startTamperingProxy } from '@ledgernet/test-support/tamperingProxy'
import { InvalidResponseError } from '@ledgernet/transport'
import { createV0Transport } from '@ledgernet/v0-client'
import { afterEach, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { createToken } from './createToken.js'
import { transfer } from './transfer.js'
import { getBalances } from './v0/getBalances.js'
import { transferFungible } from './v0/transferFungible.js'
import { viaJsonRpc } from './viaJsonRpc.js'

const sandbox = useHttpSandbox()
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

type Flow = (url: string) => Promise<unknown>
const [alice, bob] = [0, 1]
const account = (index: number) => sandbox().accounts[index]!
const common = { maxFee: toSubunits('101'), ...fastWait }

const flows: Record<string, Flow> = {
  gateway: (url) =>
    transfer(createGatewayTransport({ baseUrl: url, network: 'localnet' }), {
      signer: signerOf(account(alice)),
      to: account(bob).address,
      amount: 1n,
      ...common,
    }),
  createToken: (url) =>
    createToken(createGatewayTransport({ baseUrl: url, network: 'localnet' }), {
      signer: signerOf(account(alice)),
      symbol: 'gold',
      name: 'Gold',
      isSupplyMutable: false,
      supply: 1_000n,
      ...common,
    }),
  jsonRpc: (url) =>
    transfer(viaJsonRpc(createRpcTransport({ baseUrl: `${url}/rpc` })), {
      signer: signerOf(account(alice)),
      network: 'localnet',
      to: account(bob).address,
      amount: 1n,
      ...common,
    }),
  v0: (url) =>
    transferFungible(createV0Transport({ baseUrl: url }), {
      notary: signerOf(account(alice)),
      network: 'localnet',
      to: account(bob).v0Address,
      amount: 1n,
      ...fastWait,
    }),
  balances: (url) => getBalances(createV0Transport({ baseUrl: url }), account(alice).address),
}

/** Where the answer is changed: a Gateway or v0 path, or a JSON-RPC method. */
const at = (request: ProxiedRequest, where: string) => request.path === where || request.json?.method === where
/** An answer whose JSON is `change`d; for JSON-RPC, its result. */
const changed = (answer: ProxiedAnswer, change: (body: any) => unknown, rpc: boolean): ProxiedAnswer => {
  const json = rpc ? { ...answer.json, result: change(answer.json.result) } : change(answer.json)
  return { ...answer, json, body: JSON.stringify(json) }
}

const cases: Array<[flow: string, where: string, change: (body: any) => unknown, path: string]> = [
  [
    'gateway',
    '/transaction/build',
    (body) => ({ ...body, transaction_build: null }),
    '/transaction_build/unsigned_transaction',
  ],
  [
    'gateway',
    '/transaction/build',
    (body) => ({ transaction_build: { ...body.transaction_build, fee: 'x' } }),
    '/transaction_build/fee/value',
  ],
  ['gateway', '/transaction/submit', () => ({ transaction_identifier: [] }), '/transaction_identifier/hash'],
  [
    'gateway',
    '/transaction/status',
    (body) => ({ ...body, transaction: 'x' }),
    '/transaction/transaction_status/status',
  ],
  [
    'gateway',
    '/transaction/status',
    (body) => ({ ...body, transaction: { ...body.transaction, transaction_status: { status: 'DONE' } } }),
    '/transaction/transaction_status/status',
  ],
  ['gateway', '/transaction/status', (body) => ({ ...body, ledger_state: null }), '/ledger_state/version'],
  ['createToken', '/token/derive', () => ({ token_identifier: { rri: {} } }), '/token_identifier/rri'],
  ['jsonRpc', 'ledger.buildTransaction', (result) => ({ ...result, fee: 1 }), '/result/fee'],
  ['jsonRpc', 'ledger.finalizeTransaction', () => null, '/result/txID'],
  ['jsonRpc', 'ledger.submitTransaction', () => ({ txID: 5 }), '/result/txID'],
  ['jsonRpc', 'ledger.statusOfTransaction', () => 'x', '/result/status'],
  ['jsonRpc', 'ledger.statusOfTransaction', (result) => ({ ...result, status: 'DONE' }), '/result/status'],
  ['v0', '/v0/state/epoch', () => ({ epoch: 1e300 }), '/epoch'],
  ['v0', '/v0/transaction/submit', () => ({ intent_hash: 5, duplicate: false }), '/intent_hash'],
  ['v0', '/v0/transaction/receipt', () => ({ committed: { receipt: 'x' } }), '/committed/receipt/status'],
  ['v0', '/v0/transaction/receipt', () => ({ neither: true }), '/pending'],
  ['balances', '/v0/state/component', (body) => ({ ...body, owned_vaults: {} }), '/owned_vaults'],
  [
    'balances',
    '/v0/state/component',
    (body) => ({ ...body, owned_vaults: body.owned_vaults.map((vault: object) => ({ ...vault, amount: 12 })) }),
    '/owned_vaults/0/amount',
  ],
  ['balances', '/v0/state/resource', (body) => ({ manager: { ...body.manager, metadata: 'x' } }), '/manager/metadata'],
]

describe('a wrong answer to a flow over a lean client', () => {
  it.each(cases)('%s, %s answering %s: InvalidResponseError naming %s', async (flow, where, change, path) => {
    const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
      alter: (request, answer) =>
        at(request, where) && answer.status === 200 ? changed(answer, change, where.startsWith('ledger.')) : answer,
    })
    proxies.push(proxy)
    const error = await flows[flow]!(proxy.url).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ reason: 'SCHEMA_MISMATCH', issues: [{ path }] })
  })

  it('an epoch beyond a double is refused by the transport, naming it', async () => {
    const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
      alter: (request, answer) =>
        request.path === '/v0/state/epoch' ? { ...answer, body: '{"epoch":1e999}', json: undefined } : answer,
    })
    proxies.push(proxy)
    await expect(flows.v0!(proxy.url)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      reason: 'NUMBER_OUT_OF_RANGE',
      issues: [{ path: '/epoch' }],
    })
  })
})
