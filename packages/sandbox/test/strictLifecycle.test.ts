// A sandbox started with `strictLifecycle` (`--strict-lifecycle`) keeps the Gateway API's lifecycle as
// the network describes it: build → finalize with `submit: false` → submit the signed transaction
// finalize answered. A submit of anything it did not finalize is refused and submits nothing; a
// sandbox without the option submits any signed transaction that passes its checks.
import { bytesToHex, hexToBytes, sha256d } from '@ledgernet/crypto'
import {
  buildTransaction,
  createGatewayClient,
  finalizeTransaction,
  type GatewayClient,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import { encodeSignedTransaction } from '@ledgernet/transaction'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemorySandbox } from '../src/createMemorySandbox.js'
import type { MemorySandbox } from '../src/Sandbox.js'
import { startBinSandbox } from './support/binSandbox.js'
import { failureOf } from './support/failureOf.js'
import { keyOf, signUnsigned, transferRequest } from './support/testSandbox.js'

const sandboxes: Array<{ stop(): Promise<unknown> }> = []
afterAll(() => Promise.all(sandboxes.map((sandbox) => sandbox.stop())))

function inMemory(strictLifecycle: boolean) {
  const sandbox = createMemorySandbox({ accounts: 2, strictLifecycle })
  sandboxes.push(sandbox)
  const gateway = createGatewayClient({ baseUrl: sandbox.gatewayUrl, network: 'localnet', fetch: sandbox.fetch })
  return { sandbox, gateway }
}

/** A transfer built, signed here and encoded here (the signed bytes finalize would answer), not finalized. */
async function signedHere(sandbox: MemorySandbox, gateway: GatewayClient, value: bigint) {
  const [alice, bob] = sandbox.accounts
  const built = await buildTransaction({ client: gateway, body: transferRequest(alice!, bob!, value) })
  const unsigned = built.transaction_build.unsigned_transaction
  const der = signUnsigned(keyOf(sandbox, 0), unsigned)
  const signature = keyOf(sandbox, 0).sign(sha256d(hexToBytes(unsigned)))
  const signed = bytesToHex(encodeSignedTransaction(hexToBytes(unsigned), signature))
  return { unsigned, der, signed, id: bytesToHex(sha256d(hexToBytes(signed))) }
}

const notFinalized = {
  type: 'InvalidRequestError',
  validation_errors: [
    {
      path: '/body/signed_transaction',
      errors: [
        'was not finalized by this gateway: finalize the transaction with submit: false, then submit the signed_transaction finalize answered',
      ],
    },
  ],
}

describe('a strict sandbox', () => {
  it('refuses a submit of what it did not finalize, and submits nothing', async () => {
    const { sandbox, gateway } = inMemory(true)
    expect(sandbox.strictLifecycle).toBe(true)
    const bob = sandbox.accounts[1]!.address
    const before = sandbox.balanceOf(bob)
    const { signed, id } = await signedHere(sandbox, gateway, 5n)
    const refused = await failureOf(
      submitTransaction({
        client: gateway,
        body: { signed_transaction: signed, transaction_identifier: { hash: id } },
      }),
    )
    expect(refused).toMatchObject({ status: 400, body: { details: notFinalized } })
    expect(sandbox.balanceOf(bob)).toBe(before)
    const unknown = await failureOf(
      getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash: id } } }),
    )
    expect(unknown.status).toBe(404)
  })

  it('submits what finalize answered (submit: false), once; a second submit is a duplicate', async () => {
    const { sandbox, gateway } = inMemory(true)
    const bob = sandbox.accounts[1]!.address
    const before = sandbox.balanceOf(bob)
    const { unsigned, der, signed, id } = await signedHere(sandbox, gateway, 5n)
    const finalized = await finalizeTransaction({
      client: gateway,
      body: {
        unsigned_transaction: unsigned,
        signature: { public_key: { hex: sandbox.accounts[0]!.publicKey }, bytes: der },
        submit: false,
      },
    })
    expect(finalized).toMatchObject({ signed_transaction: signed, transaction_identifier: { hash: id } })
    const body = { signed_transaction: finalized.signed_transaction, transaction_identifier: { hash: id } }
    expect(await submitTransaction({ client: gateway, body })).toMatchObject({ duplicate: false })
    expect(await submitTransaction({ client: gateway, body })).toMatchObject({ duplicate: true })
    expect(sandbox.balanceOf(bob)).toBe(before + 5n)
  })

  it('still submits in one call with finalize’s submit: true', async () => {
    const { sandbox, gateway } = inMemory(true)
    const { unsigned, der, id } = await signedHere(sandbox, gateway, 3n)
    await finalizeTransaction({
      client: gateway,
      body: {
        unsigned_transaction: unsigned,
        signature: { public_key: { hex: sandbox.accounts[0]!.publicKey }, bytes: der },
        submit: true,
      },
    })
    const status = await getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash: id } } })
    expect(status.transaction.transaction_status.status).toBe('CONFIRMED')
  })
})

describe('a sandbox without the option', () => {
  it('submits a signed transaction finalize never saw (what the spec decides)', async () => {
    const { sandbox, gateway } = inMemory(false)
    expect(sandbox.strictLifecycle).toBe(false)
    const { signed, id } = await signedHere(sandbox, gateway, 5n)
    expect(
      await submitTransaction({
        client: gateway,
        body: { signed_transaction: signed, transaction_identifier: { hash: id } },
      }),
    ).toMatchObject({ duplicate: false })
  })
})

describe('ledgernet-sandbox --strict-lifecycle', () => {
  it('says so, and keeps the lifecycle over HTTP', async () => {
    const bin = await startBinSandbox(['--strict-lifecycle', '--accounts', '2'])
    sandboxes.push(bin)
    expect(bin.sandbox.strictLifecycle).toBe(true)
    const gateway = createGatewayClient({ baseUrl: bin.sandbox.gatewayUrl, network: 'localnet' })
    const { signed } = await signedHere(bin.sandbox as unknown as MemorySandbox, gateway, 5n)
    const refused = await failureOf(submitTransaction({ client: gateway, body: { signed_transaction: signed } }))
    expect(refused).toMatchObject({ status: 400, body: { details: notFinalized } })
  })
})
