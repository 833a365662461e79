import { bytesToHex, hexToBytes, Signature, sha256d } from '@ledgernet/crypto'
import {
  buildTransaction,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import {
  finalizeTransaction as rpcFinalizeTransaction,
  submitTransaction as rpcSubmitTransaction,
} from '@ledgernet/rpc-client'
import { signAsync } from '@noble/secp256k1'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { useCheckedSandbox } from './support/checkedSandbox.js'
import { failureOf } from './support/failureOf.js'
import type { CheckedClients } from './support/specCheckedClients.js'
import { keyOf, signUnsigned, transferRequest, waitForGatewayStatus } from './support/testSandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
})

/** A second valid signature of the same payload: a random nonce instead of RFC 6979's. */
async function otherSignature(unsignedHex: string): Promise<string> {
  const compact = await signAsync(sha256d(hexToBytes(unsignedHex)), hexToBytes(sandbox.accounts[0]!.privateKey!), {
    prehash: false,
    extraEntropy: true,
  })
  return Signature.fromCompact(compact).toDERHex()
}

async function built(value = 7n) {
  const [alice, bob] = sandbox.accounts
  const answer = await buildTransaction({ client: clients.gateway, body: transferRequest(alice!, bob!, value) })
  return answer.transaction_build.unsigned_transaction
}

const finalize = (unsigned: string, bytes: string, submit = false) =>
  finalizeTransaction({
    client: clients.gateway,
    body: {
      unsigned_transaction: unsigned,
      signature: { public_key: { hex: sandbox.accounts[0]!.publicKey }, bytes },
      submit,
    },
  })

describe('a transaction executes at most once', () => {
  it('however often it is submitted, re-finalized with another valid signature, or resubmitted through JSON-RPC', async () => {
    const bob = sandbox.accounts[1]!.address
    const before = sandbox.balanceOf(bob)
    const unsigned = await built()
    const first = await finalize(unsigned, signUnsigned(keyOf(sandbox, 0), unsigned))
    const second = await finalize(unsigned, await otherSignature(unsigned))
    // A second signature makes other bytes and another id for the same payload.
    expect(second.transaction_identifier.hash).not.toBe(first.transaction_identifier.hash)
    const id = first.transaction_identifier.hash
    expect(
      withoutState(
        await submitTransaction({ client: clients.gateway, body: { signed_transaction: first.signed_transaction } }),
      ),
    ).toEqual({ transaction_identifier: { hash: id }, duplicate: false })
    expect(
      withoutState(
        await submitTransaction({ client: clients.gateway, body: { signed_transaction: first.signed_transaction } }),
      ),
    ).toEqual({ transaction_identifier: { hash: id }, duplicate: true })
    expect(
      withoutState(
        await submitTransaction({ client: clients.gateway, body: { signed_transaction: second.signed_transaction } }),
      ),
    ).toEqual({ transaction_identifier: { hash: id }, duplicate: true })
    const viaFinalize = await finalize(unsigned, await otherSignature(unsigned), true)
    expect(withoutState(viaFinalize)).toEqual(withoutState(first))
    const rpcDer = await otherSignature(unsigned)
    const { txID } = await rpcFinalizeTransaction({
      client: clients.rpc,
      params: [{ blob: unsigned }, rpcDer, sandbox.accounts[0]!.publicKey],
    })
    expect(
      await rpcSubmitTransaction({
        client: clients.rpc,
        params: [{ blob: unsigned }, rpcDer, sandbox.accounts[0]!.publicKey, txID],
      }),
    ).toEqual({ txID: id, result: 'OK', duplicate: true })
    await waitForGatewayStatus(clients.gateway, id)
    await sandbox.mine()
    expect(
      withoutState(
        await submitTransaction({ client: clients.gateway, body: { signed_transaction: second.signed_transaction } }),
      ),
    ).toEqual({ transaction_identifier: { hash: id }, duplicate: true })
    expect(sandbox.balanceOf(bob)).toBe(before + 7n)
    expect(
      (
        await failureOf(
          getTransactionStatus({
            client: clients.gateway,
            body: { transaction_identifier: second.transaction_identifier },
          }),
        )
      ).status,
    ).toBe(404)
  })

  it('a re-encoding with another recovery id is refused, not taken as a new transaction', async () => {
    const unsigned = await built(8n)
    const finalized = await finalize(unsigned, signUnsigned(keyOf(sandbox, 0), unsigned))
    const bytes = hexToBytes(finalized.signed_transaction)
    bytes[bytes.length - 65]! ^= 1
    const refused = await failureOf(
      submitTransaction({ client: clients.gateway, body: { signed_transaction: bytesToHex(bytes) } }),
    )
    expect(refused.body.details).toMatchObject({ type: 'InvalidSignatureError', reason: 'VERIFICATION_FAILED' })
  })

  it('concurrent submissions of the same transaction make one submission', async () => {
    const unsigned = await built(9n)
    const finalized = await finalize(unsigned, signUnsigned(keyOf(sandbox, 0), unsigned))
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitTransaction({ client: clients.gateway, body: { signed_transaction: finalized.signed_transaction } }),
      ),
    )
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1)
  })
})

/** An answer without the `ledger_state` every Gateway success carries. */
function withoutState<T extends object>(answer: T): Omit<T, 'ledger_state'> {
  const { ledger_state: _state, ...rest } = answer as T & { ledger_state?: unknown }
  return rest
}
