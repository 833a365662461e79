import { type Signer, toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import { rewriteJson, startTamperingProxy, type TamperingRules } from '@ledgernet/test-support/tamperingProxy'
import { payloadToSign, type TransferTokens } from '@ledgernet/transaction'
import { afterEach, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { rewriteBlob, tamperBuild } from '../test/tamper.js'
import { createToken } from './createToken.js'
import { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import { FeeTooHighError } from './errors/FeeTooHighError.js'
import { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
import { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import { ValidityWindowError } from './errors/ValidityWindowError.js'
import { transfer } from './transfer.js'
import { viaJsonRpc } from './viaJsonRpc.js'

const sandbox = useHttpSandbox()
const proxies: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

const interfaces = [
  {
    name: 'the Gateway API',
    client: (url: string) => createGatewayTransport({ baseUrl: url, network: 'localnet' }),
    finalize: '/transaction/finalize',
    submit: '/transaction/submit',
  },
  {
    name: 'JSON-RPC',
    client: (url: string) => viaJsonRpc(createRpcTransport({ baseUrl: `${url}/rpc` })),
    finalize: 'ledger.finalizeTransaction',
    submit: 'ledger.submitTransaction',
  },
]

/** Runs a 1 XRD transfer from Alice to Bob over one interface, through a proxy with `rules`; reports what happened. */
async function attempt(
  { client, finalize, submit }: (typeof interfaces)[number],
  rules: TamperingRules,
  maxFee = toSubunits('1'),
) {
  const proxy = await startTamperingProxy(sandbox().gatewayUrl, rules)
  proxies.push(proxy)
  const [alice, bob] = sandbox().accounts
  const signer = signerOf(alice!)
  const before = sandbox().balanceOf(bob!.address)
  const error = await transfer(client(proxy.url), {
    signer,
    network: 'localnet',
    to: bob!.address,
    amount: 10n ** 18n,
    maxFee,
    ...fastWait,
  }).then(
    () => undefined,
    (e: unknown) => e,
  )
  return {
    error,
    signed: signer.calls,
    finalized: proxy.count(finalize),
    submitted: proxy.count(submit),
    moved: sandbox().balanceOf(bob!.address) - before,
  }
}

describe.each(interfaces)('a server that tampers, over $name', (over) => {
  const { name } = over

  it('refuses a blob that pays someone else, even with a matching payload; nothing is signed', async () => {
    const carol = sandbox().accounts[2]!.address
    const outcome = await attempt(over, {
      alter: rewriteJson(
        tamperBuild(rewriteBlob((tx) => ({ ...tx, actions: [{ ...(tx.actions[0] as TransferTokens), to: carol }] }))),
      ),
    })
    expect(outcome.error).toBeInstanceOf(TransactionMismatchError)
    const [mismatch] = (outcome.error as TransactionMismatchError).mismatches
    expect(mismatch!.field).toBe(name === 'JSON-RPC' ? 'actions[0].to' : 'actions[0].to_account.address')
    expect(mismatch!.actual).toContain(carol)
    expect(outcome).toMatchObject({ signed: 0, finalized: 0, submitted: 0, moved: 0n })
  })

  it('refuses a payload that is not the hash of the blob; nothing is signed', async () => {
    const outcome = await attempt(over, {
      alter: rewriteJson(tamperBuild((answer) => ({ ...answer, payload: 'ab'.repeat(32) }))),
    })
    expect(outcome.error).toBeInstanceOf(PayloadMismatchError)
    expect(outcome.error).toMatchObject({ received: 'ab'.repeat(32) })
    expect(outcome).toMatchObject({ signed: 0, finalized: 0 })
  })

  it('refuses an announced fee that differs from the blob; nothing is signed', async () => {
    const outcome = await attempt(over, { alter: rewriteJson(tamperBuild((answer) => ({ ...answer, fee: '1' }))) })
    expect(outcome.error).toBeInstanceOf(TransactionMismatchError)
    expect((outcome.error as TransactionMismatchError).mismatches.map((m) => m.field)).toEqual([
      name === 'JSON-RPC' ? 'fee' : 'fee.value',
    ])
    expect(outcome).toMatchObject({ signed: 0, finalized: 0 })
  })

  it('refuses a fee above maxFee even when blob, payload and announced fee agree; nothing is signed', async () => {
    const fee = 5n * 10n ** 18n
    const outcome = await attempt(over, {
      alter: rewriteJson(
        tamperBuild((answer) => ({ ...rewriteBlob((tx) => ({ ...tx, fee }))(answer), fee: `${fee}` })),
      ),
    })
    expect(outcome.error).toBeInstanceOf(FeeTooHighError)
    expect(outcome.error).toMatchObject({ fee, maxFee: 10n ** 18n })
    expect(outcome).toMatchObject({ signed: 0, finalized: 0 })
  })

  it('refuses a validity window longer than maxValidityEpochs; nothing is signed', async () => {
    const outcome = await attempt(over, {
      alter: rewriteJson(tamperBuild(rewriteBlob((tx) => ({ ...tx, endEpoch: tx.startEpoch + 1_000_000n })))),
    })
    expect(outcome.error).toBeInstanceOf(ValidityWindowError)
    expect(outcome).toMatchObject({ signed: 0, finalized: 0 })
  })
})

it('refuses a Gateway API build whose announced fee is in another token than the native one; nothing is signed', async () => {
  const gem = 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm'
  const outcome = await attempt(interfaces[0]!, {
    alter: rewriteJson((request, body) =>
      request.path === '/transaction/build'
        ? {
            transaction_build: {
              ...body.transaction_build,
              fee: { ...body.transaction_build.fee, token_identifier: { rri: gem } },
            },
          }
        : body,
    ),
  })
  expect((outcome.error as TransactionMismatchError).mismatches).toEqual([
    { field: 'fee.token_identifier.rri', expected: gem, actual: 'xrd_dr1qyrs8qwl' },
  ])
  expect(outcome).toMatchObject({ signed: 0, finalized: 0 })
})

/** A transfer of 1 subunit from Alice to Bob over the Gateway API, through a proxy with `rules`. */
async function transferThrough(rules: TamperingRules) {
  const proxy = await startTamperingProxy(sandbox().gatewayUrl, rules)
  proxies.push(proxy)
  const [alice, bob] = sandbox().accounts
  const result = await transfer(createGatewayTransport({ baseUrl: proxy.url, network: 'localnet' }), {
    signer: signerOf(alice!),
    to: bob!.address,
    amount: 1n,
    maxFee: toSubunits('1'),
    ...fastWait,
  })
  return { proxy, result }
}

it('a build that does exactly what was asked passes every check (control)', async () => {
  const { result } = await transferThrough({ alter: rewriteJson(tamperBuild((answer) => answer)) })
  expect(result.status).toBe('CONFIRMED')
})

it.each(interfaces)(
  'a blob that is no transaction is a mismatch of the blob, over $name',
  async ({ name, client, finalize }) => {
    const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
      alter: rewriteJson(
        tamperBuild((answer) => ({ ...answer, blob: 'deadbeef', payload: payloadToSign('deadbeef') })),
      ),
    })
    proxies.push(proxy)
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const error = await transfer(client(proxy.url), {
      signer,
      network: 'localnet',
      to: bob!.address,
      amount: 1n,
      maxFee: toSubunits('1'),
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionMismatchError)
    expect((error as TransactionMismatchError).mismatches[0]!.field).toBe(
      name === 'JSON-RPC' ? 'blob' : 'unsigned_transaction',
    )
    expect((error as TransactionMismatchError).cause).toMatchObject({ code: 'DECODE_ERROR' })
    expect(signer.calls).toBe(0)
    expect(proxy.count(finalize)).toBe(0)
  },
)

it('refuses a /token/derive answer that is not the rri derived offline, before building', async () => {
  const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
    alter: rewriteJson((request, body) =>
      request.path === '/token/derive'
        ? { token_identifier: { rri: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm' } }
        : body,
    ),
  })
  proxies.push(proxy)
  const signer = signerOf(sandbox().accounts[1]!)
  const error = await createToken(createGatewayTransport({ baseUrl: proxy.url, network: 'localnet' }), {
    signer,
    symbol: 'gem',
    name: 'Gem',
    isSupplyMutable: true,
    maxFee: toSubunits('101'),
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(TokenRriMismatchError)
  expect(error).toMatchObject({ symbol: 'gem', received: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm' })
  expect(proxy.count('/transaction/build')).toBe(0)
  expect(signer.calls).toBe(0)
})

it.each(interfaces)('stops when submit acknowledges another id, over $name', async ({ client }) => {
  const proxy = await startTamperingProxy(sandbox().gatewayUrl, {
    alter: rewriteJson((request, body) => {
      if (request.path === '/transaction/submit') return { ...body, transaction_identifier: { hash: '11'.repeat(32) } }
      if (request.json?.method === 'ledger.submitTransaction')
        return { ...body, result: { ...body.result, txID: '11'.repeat(32) } }
      return body
    }),
  })
  proxies.push(proxy)
  const [alice, bob] = sandbox().accounts
  const error = await transfer(client(proxy.url), {
    signer: signerOf(alice!),
    network: 'localnet',
    to: bob!.address,
    amount: 1n,
    maxFee: toSubunits('1'),
    ...fastWait,
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AnswerMismatchError)
  expect(error).toMatchObject({ operation: 'submitTransaction', actual: '11'.repeat(32) })
})

it('refuses a Signer whose signature does not verify against its key, before sending anything', async () => {
  const [alice, bob] = sandbox().accounts
  const impostor = signerOf(bob!)
  const signer: Signer = { publicKey: signerOf(alice!).publicKey, sign: (payload) => impostor.sign(payload) }
  let finalizes = 0
  const gateway = createGatewayTransport({
    baseUrl: sandbox().gatewayUrl,
    network: 'localnet',
    onRequest: (request) => void (request.operationId !== 'buildTransaction' && finalizes++),
  })
  const error = await transfer(gateway, {
    signer,
    to: bob!.address,
    amount: 1n,
    maxFee: toSubunits('1'),
    ...fastWait,
  }).catch((e: unknown) => e)
  expect(error).toMatchObject({
    code: 'INVALID_ARGUMENT',
    field: 'signer',
    problem: expect.stringContaining('does not verify'),
  })
  expect(finalizes).toBe(0)
})

it('stops when JSON-RPC finalize answers another transaction id, before submitting', async () => {
  const outcome = await attempt(interfaces[1]!, {
    alter: rewriteJson((request, body) =>
      request.json?.method === 'ledger.finalizeTransaction' ? { ...body, result: { txID: '00'.repeat(32) } } : body,
    ),
  })
  expect(outcome.error).toBeInstanceOf(AnswerMismatchError)
  expect(outcome.error).toMatchObject({ operation: 'finalizeTransaction', actual: '00'.repeat(32) })
  expect(outcome).toMatchObject({ signed: 1, submitted: 0, moved: 0n })
})

describe('over the Gateway API (no finalize: decision 031)', () => {
  it('submits the transaction it signed and encoded, naming its id, with no finalize: one round trip fewer', async () => {
    const { proxy, result } = await transferThrough({})
    expect(result.status).toBe('CONFIRMED')
    expect(proxy.count('/transaction/finalize')).toBe(0)
    expect(proxy.count('/transaction/submit')).toBe(1)
  })

  it('submits nothing when the server computes another id than the flow (the server checks the id it is named)', async () => {
    const [alice, bob] = sandbox().accounts
    const before = sandbox().balanceOf(bob!.address)
    let named: string | undefined
    // A flow whose id is not the server's: the id submit names is changed on its way.
    const gateway = createGatewayTransport({
      baseUrl: sandbox().gatewayUrl,
      network: 'localnet',
      fetch: (input, init) => {
        if (String(input).endsWith('/transaction/submit') && typeof init?.body === 'string') {
          const body = JSON.parse(init.body)
          named = '00'.repeat(32)
          return globalThis.fetch(input, {
            ...init,
            body: JSON.stringify({ ...body, transaction_identifier: { hash: named } }),
          })
        }
        return globalThis.fetch(input, init)
      },
    })
    const error = await transfer(gateway, {
      signer: signerOf(alice!),
      to: bob!.address,
      amount: 10n ** 18n,
      maxFee: toSubunits('1'),
      submitRetry: false,
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(named).toBe('00'.repeat(32))
    expect(error).toMatchObject({ code: 'TRANSACTION_REFUSED', operation: 'submitTransaction' })
    expect(sandbox().balanceOf(bob!.address)).toBe(before)
  })
})
