import { bytesToHex, deriveTokenRri, hexToBytes, sha256d } from '@ledgernet/crypto'
import { getTransactionStatus } from '@ledgernet/gateway-client'
import {
  JsonRpcError,
  buildTransaction as rpcBuildTransaction,
  finalizeTransaction as rpcFinalizeTransaction,
  submitTransaction as rpcSubmitTransaction,
  statusOfTransaction,
} from '@ledgernet/rpc-client'
import { decodeUnsignedTransaction } from '@ledgernet/transaction'
import { beforeAll, describe, expect, it } from 'vitest'
import { useCheckedSandbox } from '../../../test/support/checkedSandbox.js'
import type { CheckedClients } from '../../../test/support/specCheckedClients.js'
import { keyOf, signUnsigned, XRD } from '../../../test/support/testSandbox.js'
import type { Sandbox } from '../../Sandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients
let alice: Sandbox['accounts'][number]
let bob: Sandbox['accounts'][number]

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
  ;[alice, bob] = sandbox.accounts as [Sandbox['accounts'][number], Sandbox['accounts'][number]]
})

async function rpcFailure(call: Promise<unknown>): Promise<{ code: number; data: any }> {
  try {
    await call
  } catch (error) {
    if (error instanceof JsonRpcError) return { code: error.rpcCode, data: error.data }
    throw error
  }
  throw new Error('expected a JSON-RPC error')
}

const transfer = (value = '1000000000000000000', from = alice.address, to = bob.address, tokenIdentifier = XRD) => ({
  type: 'TokenTransfer' as const,
  from,
  to,
  amount: value,
  tokenIdentifier,
})

async function waitRpc(txID: string) {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    const status = await statusOfTransaction({ client: clients.rpc, params: [txID] })
    if ('status' in status && status.status !== 'PENDING') return status
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${txID} stays PENDING`)
}

describe('ledger.* methods', () => {
  it('builds, finalizes, submits once and reports a transfer', async () => {
    const built = await rpcBuildTransaction({ client: clients.rpc, params: [[transfer()]] })
    expect(built.transaction.hashOfBlobToSign).toBe(bytesToHex(sha256d(hexToBytes(built.transaction.blob))))
    expect(decodeUnsignedTransaction(built.transaction.blob).feePayer).toBe(alice.address)
    const der = signUnsigned(keyOf(sandbox, 0), built.transaction.blob)
    const { txID } = await rpcFinalizeTransaction({
      client: clients.rpc,
      params: [{ blob: built.transaction.blob }, der, alice.publicKey],
    })
    expect(await statusOfTransaction({ client: clients.rpc, params: [txID] })).toEqual({
      txID,
      failure: 'TRANSACTION_NOT_FOUND',
    })
    const submitted = await rpcSubmitTransaction({
      client: clients.rpc,
      params: [{ blob: built.transaction.blob }, der, alice.publicKey, txID],
    })
    expect(submitted).toEqual({ txID, result: 'OK', duplicate: false })
    expect(
      await rpcSubmitTransaction({
        client: clients.rpc,
        params: [{ blob: built.transaction.blob }, der, alice.publicKey, txID],
      }),
    ).toEqual({ txID, result: 'OK', duplicate: true })
    expect(await waitRpc(txID)).toEqual({ txID, status: 'CONFIRMED' })
    // The same ledger: the Gateway API knows the transaction too.
    const gateway = await getTransactionStatus({
      client: clients.gateway,
      body: { transaction_identifier: { hash: txID } },
    })
    expect(gateway.transaction.transaction_status.status).toBe('CONFIRMED')
  })

  it('takes the trailing feePayer, message and disableTokenMintAndBurn params', async () => {
    const built = await rpcBuildTransaction({
      client: clients.rpc,
      params: [[transfer()], alice.address, '0000', true],
    })
    const decoded = decodeUnsignedTransaction(built.transaction.blob)
    expect(decoded.message).toBe('0000')
    expect(decoded.disableTokenMintAndBurn).toBe(true)
    const skipped = await rpcBuildTransaction({ client: clients.rpc, params: [[transfer()], null, null, null] })
    expect(decodeUnsignedTransaction(skipped.transaction.blob).message).toBeUndefined()
  })

  it('answers each ledger rule with its code', async () => {
    const gem = deriveTokenRri(alice.publicKey, 'rpcgem', 'localnet')
    const create = {
      type: 'CreateMutableSupplyToken' as const,
      symbol: 'rpcgem',
      name: 'Gem',
      description: '',
      iconUrl: '',
      url: '',
      granularity: '1' as const,
      owner: alice.address,
      tokenIdentifier: gem,
    }
    const cases: [unknown[], number][] = [
      [[[transfer(String(10n ** 30n))]], 1301],
      [[[transfer('1', bob.address, alice.address)], alice.address], 1325],
      [[[{ ...create, tokenIdentifier: deriveTokenRri(bob.publicKey, 'rpcgem', 'localnet') }]], 1328],
      [[[{ ...create, symbol: 'xrd', tokenIdentifier: deriveTokenRri(alice.publicKey, 'xrd', 'localnet') }]], 1329],
      [[[{ type: 'MintTokens', to: alice.address, amount: '1', tokenIdentifier: XRD }]], 1327],
      [
        [[create, { type: 'MintTokens', to: alice.address, amount: '1', tokenIdentifier: gem }], null, null, true],
        1326,
      ],
      [[[transfer('1', alice.address, bob.address, deriveTokenRri(bob.publicKey, 'none', 'localnet'))]], 1323],
      [[[transfer('1', 'rdx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g0x6rhx')]], 1318],
      [[[transfer('1', `${alice.address.slice(0, -1)}${alice.address.endsWith('q') ? 'p' : 'q'}`)]], 1317],
      [
        [[transfer('1', alice.address, bob.address, 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwq')]],
        1316,
      ],
      [[[transfer('0')]], -32602],
      [[], -32602],
    ]
    for (const [params, code] of cases)
      expect(
        (await rpcFailure(rpcBuildTransaction({ client: clients.rpc, params: params as never }))).code,
        JSON.stringify(params),
      ).toBe(code)
    const mint = await rpcFailure(
      rpcBuildTransaction({
        client: clients.rpc,
        params: [
          [create, { type: 'MintTokens', to: bob.address, amount: '1', tokenIdentifier: gem }],
          bob.address,
        ] as never,
      }),
    )
    expect(mint.code).toBe(1325)
  })

  it('gives each malformed finalize param its own code, and checks key and signature', async () => {
    const { transaction } = await rpcBuildTransaction({ client: clients.rpc, params: [[transfer()]] })
    const der = signUnsigned(keyOf(sandbox, 0), transaction.blob)
    const finalize = (blob: string, signature: string, key: string) =>
      rpcFinalizeTransaction({ client: clients.rpc, params: [{ blob }, signature, key] as never })
    expect((await rpcFailure(finalize('4c4e5401', der, alice.publicKey))).code).toBe(2511)
    expect((await rpcFailure(finalize('zz', der, alice.publicKey))).code).toBe(2511)
    expect((await rpcFailure(finalize(transaction.blob, `${der}00`, alice.publicKey))).code).toBe(2512)
    expect((await rpcFailure(finalize(transaction.blob, der, 'nothex'))).code).toBe(2513)
    expect((await rpcFailure(finalize(transaction.blob, der, `02${'00'.repeat(31)}07`))).code).toBe(2513)
    const wrongKey = await rpcFailure(
      finalize(transaction.blob, signUnsigned(keyOf(sandbox, 1), transaction.blob), bob.publicKey),
    )
    expect(wrongKey).toEqual({ code: 2516, data: { feePayer: alice.address, publicKey: bob.publicKey } })
    expect(
      (await rpcFailure(finalize(transaction.blob, signUnsigned(keyOf(sandbox, 0), '00'), alice.publicKey))).code,
    ).toBe(2515)
    expect(
      (
        await rpcFailure(
          rpcFinalizeTransaction({ client: clients.rpc, params: [{ blob: transaction.blob }, der] as never }),
        )
      ).code,
    ).toBe(-32602)
  })

  it('checks the txID given to submit and answers a bad one with 2514 or 1320', async () => {
    const { transaction } = await rpcBuildTransaction({ client: clients.rpc, params: [[transfer()]] })
    const der = signUnsigned(keyOf(sandbox, 0), transaction.blob)
    expect(
      (
        await rpcFailure(
          rpcSubmitTransaction({
            client: clients.rpc,
            params: [{ blob: transaction.blob }, der, alice.publicKey, 'XYZ'],
          }),
        )
      ).code,
    ).toBe(2514)
    const mismatch = await rpcFailure(
      rpcSubmitTransaction({
        client: clients.rpc,
        params: [{ blob: transaction.blob }, der, alice.publicKey, '00'.repeat(32)],
      }),
    )
    expect(mismatch.code).toBe(1320)
    expect(mismatch.data.given).toBe('00'.repeat(32))
    expect((await rpcFailure(statusOfTransaction({ client: clients.rpc, params: ['nope'] }))).code).toBe(2514)
  })

  it('answers envelope problems as JSON-RPC 2.0 errors: parse, invalid request, unknown method, batches', async () => {
    const post = async (body: string) => {
      const response = await fetch(sandbox.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      return { status: response.status, body: response.status === 204 ? undefined : await response.json() }
    }
    expect((await post('{"jsonrpc":')).body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } })
    expect((await post('{"jsonrpc":"1.0","id":1,"method":"x"}')).body).toMatchObject({ id: 1, error: { code: -32600 } })
    expect((await post('{"jsonrpc":"2.0","id":2,"method":"ledger.nothing","params":[]}')).body).toMatchObject({
      id: 2,
      error: { code: -32601, data: { method: 'ledger.nothing' } },
    })
    expect((await post('[]')).body).toMatchObject({ error: { code: -32600 } })
    const batch = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'ledger.statusOfTransaction', params: ['00'.repeat(32)] },
        { jsonrpc: '2.0', method: 'ledger.statusOfTransaction', params: ['00'.repeat(32)] },
        { jsonrpc: '2.0', id: 3, method: 'ledger.statusOfTransaction', params: [] },
      ]),
    )
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: { txID: '00'.repeat(32), failure: 'TRANSACTION_NOT_FOUND' } },
      expect.objectContaining({ id: 3, error: expect.objectContaining({ code: -32602 }) }),
    ])
    expect((await post('{"jsonrpc":"2.0","method":"ledger.statusOfTransaction","params":["00"]}')).status).toBe(204)
    const get = await fetch(sandbox.rpcUrl)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})
