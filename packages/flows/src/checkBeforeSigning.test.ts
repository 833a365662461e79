import { toSubunits } from '@ledgernet/crypto'
import { rewriteJson } from '@ledgernet/test-support/tamperingProxy'
import { payloadToSign, type TransferTokens } from '@ledgernet/transaction'
import { describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { rewriteBlob, tamperBuild } from '../test/tamper.js'
import { interfaces, tamperedTransfers } from '../test/tamperedTransfers.js'
import { FeeTooHighError } from './errors/FeeTooHighError.js'
import { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import { ValidityWindowError } from './errors/ValidityWindowError.js'
import { transfer } from './transfer.js'

const sandbox = useHttpSandbox()
const { proxy: throughProxy, attempt, transferThrough } = tamperedTransfers(sandbox)

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

it('a build that does exactly what was asked passes every check (control)', async () => {
  const { result } = await transferThrough({ alter: rewriteJson(tamperBuild((answer) => answer)) })
  expect(result.status).toBe('CONFIRMED')
})

it.each(interfaces)(
  'a blob that is no transaction is a mismatch of the blob, over $name',
  async ({ name, client, finalize }) => {
    const proxy = await throughProxy({
      alter: rewriteJson(
        tamperBuild((answer) => ({ ...answer, blob: 'deadbeef', payload: payloadToSign('deadbeef') })),
      ),
    })
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
