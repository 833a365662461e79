import { hexToBytes, PrivateKey, sha256d } from '@ledgernet/crypto'
import type { GatewayClient } from '@ledgernet/gateway-client'
import {
  buildTransaction,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import {
  type BuiltNotarizedTransaction,
  buildNotarizedTransaction,
  type Instruction,
  type IntentHeader,
} from '@ledgernet/transaction'
import { startSandbox } from '../../src/node/startSandbox.js'
import type { MemorySandbox, Sandbox } from '../../src/Sandbox.js'
import { silentLogger } from '../../src/SandboxLogger.js'
import type { SandboxOptions } from '../../src/SandboxOptions.js'

/**
 * A sandbox of its own for a test that needs one (a data directory, several at once): four
 * development accounts, no log output. Most tests use `useCheckedSandbox` instead.
 *
 * @example
 * const sandbox = await startTestSandbox({ dataDir })
 * afterAll(() => sandbox.stop())
 */
export function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ accounts: 4, logger: silentLogger, ...options })
}

/** The private key of a sandbox account (tests sign with `PrivateKey.sign`). */
export function keyOf(sandbox: MemorySandbox, index: number): PrivateKey {
  return PrivateKey.fromHex(sandbox.accounts[index]!.privateKey!)
}

/** The DER hex signature of an unsigned transaction (hex) by `key`, over SHA-256d of its bytes. */
export function signUnsigned(key: PrivateKey, unsignedHex: string): string {
  return key.sign(sha256d(hexToBytes(unsignedHex))).toDERHex()
}

/** Polls the Gateway status until it leaves PENDING (or `timeoutMs` passes). */
export async function waitForGatewayStatus(gateway: GatewayClient, hash: string, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    const answer = await getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash } } })
    if (answer.transaction.transaction_status.status !== 'PENDING') return answer
    if (Date.now() - started > timeoutMs) throw new Error(`transaction ${hash} still PENDING after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Builds, signs (key of account `signer`), finalizes and submits a Gateway transaction; returns
 * its id, the signed transaction and the build answer.
 *
 * @example
 * const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, { actions, fee_payer })
 */
export async function submitThroughGateway(
  sandbox: MemorySandbox,
  gateway: GatewayClient,
  signer: number,
  request: Parameters<typeof buildTransaction>[0]['body'],
) {
  const built = await buildTransaction({ client: gateway, body: request })
  const unsigned = built.transaction_build.unsigned_transaction
  const finalized = await finalizeTransaction({
    client: gateway,
    body: {
      unsigned_transaction: unsigned,
      signature: {
        public_key: { hex: sandbox.accounts[signer]!.publicKey },
        bytes: signUnsigned(keyOf(sandbox, signer), unsigned),
      },
    },
  })
  const submitted = await submitTransaction({
    client: gateway,
    body: { signed_transaction: finalized.signed_transaction },
  })
  return { hash: finalized.transaction_identifier.hash, signed: finalized.signed_transaction, built, submitted }
}

/** The rri of the native token on localnet. */
export const XRD = 'xrd_dr1qyrs8qwl'

/** A Gateway amount of `value` subunits of `rri`. */
export const amount = (value: bigint | string, rri = XRD) => ({ value: value.toString(), token_identifier: { rri } })

/**
 * A Gateway build request of one transfer of `value` subunits of `rri` (XRD by default) from
 * `from` to `to`, paid by `from`.
 *
 * @example
 * const [alice, bob] = sandbox.accounts
 * const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, 5n))
 */
export function transferRequest(
  from: { address: string },
  to: { address: string },
  value: bigint | string,
  rri = XRD,
): Parameters<typeof buildTransaction>[0]['body'] {
  return {
    actions: [
      {
        type: 'TransferTokens',
        from_account: { address: from.address },
        to_account: { address: to.address },
        amount: amount(value, rri),
      },
    ],
    fee_payer: { address: from.address },
  }
}

/**
 * A v0 notarized transaction of `instructions`, notarized by `notary`, whose key is its only
 * signatory. `header` gives the validity window's start and the nonce, and may replace the rest:
 * by default on localnet, valid for 10 epochs, a limit of 1,000,000 cost units and no tip.
 *
 * @example
 * const epoch = BigInt(sandbox.ledgerState().epoch)
 * const built = await notarizedTransaction(keyOf(sandbox, 0), instructions, { startEpoch: epoch, nonce: 1n })
 * await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } })
 */
export function notarizedTransaction(
  notary: PrivateKey,
  instructions: Instruction[],
  header: Pick<IntentHeader, 'startEpoch' | 'nonce'> & Partial<IntentHeader>,
): Promise<BuiltNotarizedTransaction> {
  return buildNotarizedTransaction({
    intent: {
      header: {
        network: 'localnet',
        endEpoch: header.startEpoch + 10n,
        notaryPublicKey: notary.publicKey,
        notaryAsSignatory: true,
        costUnitLimit: 1_000_000,
        tipPercentage: 0,
        ...header,
      },
      manifest: { instructions },
    },
    signers: [],
    notary: notary.toSigner(),
  })
}
