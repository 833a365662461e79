import { bytesToHex, checkSigner, type Signer, sha256d, signChecked } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
import { encodeIntent } from './encodeIntent.js'
import { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import type { Intent, IntentSignature, NotarizedTransaction } from './Intent.js'

/**
 * Parameters of {@link buildNotarizedTransaction}.
 *
 * @example
 * const parameters: BuildNotarizedTransactionParameters = { intent, signers: [bob], notary: alice }
 */
export type BuildNotarizedTransactionParameters = {
  /** What to do; its header names the notary's key. */
  intent: Intent
  /** The intent signatories (each signs the intent hash once). May be empty. */
  signers: readonly Signer[]
  /** The notary: its key must be the header's `notaryPublicKey`; it signs the signed intent hash. */
  notary: Signer
}

/**
 * A notarized transaction, its bytes and every hash.
 *
 * @example
 * const { hex, intentHash }: BuiltNotarizedTransaction = await buildNotarizedTransaction({ intent, signers, notary })
 */
export type BuiltNotarizedTransaction = {
  /** The decoded canonical value (signatures sorted by key, metadata sorted by key). */
  notarized: NotarizedTransaction
  /** The encoded notarized transaction. */
  bytes: Uint8Array
  /** Its hex: `notarized_transaction_hex` of `/v0/transaction/submit`. */
  hex: string
  /** SHA-256d(intent): the transaction's id on v0. */
  intentHash: string
  /** SHA-256d(signed intent): what the notary signed. */
  signedIntentHash: string
  /** SHA-256d(notarized transaction). */
  notarizedPayloadHash: string
}

/**
 * Builds a v0 notarized transaction: encodes the intent (checking every field), has every signer
 * sign the intent hash, then the notary sign the signed intent hash. Each signature a Signer
 * returns is checked against its public key before it is used (a faulty hardware wallet or key
 * service is caught here, not by the ledger) and put in low-S form with its recovery id. Signers
 * are asked one at a time, in the order given.
 *
 * @example
 * import { createSigner, privateKeyFromMnemonic } from '@ledgernet/crypto'
 * import { buildNotarizedTransaction } from '@ledgernet/transaction'
 * const notary = createSigner(privateKeyFromMnemonic(mnemonic, { index: 0 }))
 * const { hex, intentHash } = await buildNotarizedTransaction({
 *   intent: { header: { ...header, notaryPublicKey: notary.publicKey, notaryAsSignatory: true }, manifest },
 *   signers: [],
 *   notary,
 * })
 * await submitNotarizedTransaction({ client: v0, body: { notarized_transaction_hex: hex } })
 */
export async function buildNotarizedTransaction({
  intent,
  signers,
  notary,
}: BuildNotarizedTransactionParameters): Promise<BuiltNotarizedTransaction> {
  const intentBytes = encodeIntent(intent)
  checkSigner(notary, 'notary')
  if (!notary.publicKey.equals(intent.header.notaryPublicKey)) {
    throw new InvalidArgumentError(
      'notary',
      `signs for ${notary.publicKey.hex} but the header's notaryPublicKey is ${intent.header.notaryPublicKey.hex}`,
    )
  }
  if (!Array.isArray(signers)) throw new InvalidArgumentError('signers', 'must be an array of Signers')
  const seen = new Map<string, number>()
  signers.forEach((signer, index) => {
    checkSigner(signer, `signers[${index}]`)
    const key = signer.publicKey.hex
    const first = seen.get(key)
    if (first !== undefined)
      throw new InvalidArgumentError(`signers[${index}]`, `has the same key as signers[${first}]`)
    if (intent.header.notaryAsSignatory && notary.publicKey.equals(signer.publicKey)) {
      throw new InvalidArgumentError(
        `signers[${index}]`,
        'is the notary, who already counts as a signatory (notaryAsSignatory)',
      )
    }
    seen.set(key, index)
  })

  const intentHash = sha256d(intentBytes)
  const intentSignatures: IntentSignature[] = []
  for (const [index, signer] of signers.entries()) {
    intentSignatures.push({
      publicKey: signer.publicKey,
      signature: await signChecked(signer, intentHash, `signers[${index}]`),
    })
  }
  const signedIntent = { intent, intentSignatures }
  const signedIntentHash = sha256d(encodeSignedIntent(signedIntent))
  const notarySignature = await signChecked(notary, signedIntentHash, 'notary')
  const bytes = encodeNotarizedTransaction({ signedIntent, notarySignature })
  return {
    notarized: decodeNotarizedTransaction(bytes),
    bytes,
    hex: bytesToHex(bytes),
    intentHash: bytesToHex(intentHash),
    signedIntentHash: bytesToHex(signedIntentHash),
    notarizedPayloadHash: bytesToHex(sha256d(bytes)),
  }
}
