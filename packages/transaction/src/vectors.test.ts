import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  bytesToHex,
  DEVELOPMENT_MNEMONIC,
  deriveTokenRri,
  hexToBytes,
  PublicKey,
  type RecoveryId,
  Signature,
  v0NonFungibleResourceAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import {
  buildNotarizedTransaction,
  DecodeError,
  decodeIntent,
  decodeNotarizedTransaction,
  decodeSignedIntent,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeIntent,
  encodeNotarizedTransaction,
  encodeSignedIntent,
  encodeSignedTransaction,
  encodeUnsignedTransaction,
  intentHash,
  type NotarizedTransactionJson,
  notarizedPayloadHash,
  notarizedTransactionFromJson,
  notarizedTransactionToJson,
  payloadToSign,
  signedIntentHash,
  transactionId,
  type UnsignedTransactionJson,
  unsignedTransactionFromJson,
  unsignedTransactionToJson,
  verifyNotarizedTransaction,
  verifySignedTransaction,
} from './index.js'
import { developmentAccount } from './testing/developmentKeys.js'

type InvalidVector = {
  name: string
  kind: 'unsigned' | 'signed' | 'notarized'
  hex: string
  offset: number
  field: string
  reason: string
}
type Account = { index: number; publicKey: string; localnet: string; v0Localnet: string }
type TransactionVectors = {
  mnemonic: string
  accounts: Account[]
  valid: {
    name: string
    signer: number
    value: UnsignedTransactionJson
    unsigned: string
    payloadToSign: string
    signature: { recovery: RecoveryId; r: string; s: string; der: string }
    signed: string
    transactionId: string
  }[]
  invalid: InvalidVector[]
}
type NotarizedVectors = {
  mnemonic: string
  accounts: Account[]
  valid: {
    name: string
    signers: number[]
    notary: number
    value: NotarizedTransactionJson
    intent: string
    intentHash: string
    signedIntent: string
    signedIntentHash: string
    notarized: string
    notarizedPayloadHash: string
    createdResources: { instruction: number; address: string }[]
  }[]
  invalid: InvalidVector[]
}

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../../specs/vectors/${name}`, import.meta.url), 'utf8')) as T
const transactions = read<TransactionVectors>('transaction.json')
const notarized = read<NotarizedVectors>('notarized.json')

// A second SHA-256 implementation (OpenSSL), so the hashes are not checked against themselves.
const sha256dHex = (hex: string) =>
  createHash('sha256')
    .update(createHash('sha256').update(Buffer.from(hex, 'hex')).digest())
    .digest('hex')

const decoders = {
  unsigned: decodeUnsignedTransaction,
  signed: decodeSignedTransaction,
  notarized: decodeNotarizedTransaction,
}

function expectRefused(vector: InvalidVector) {
  let caught: unknown
  try {
    decoders[vector.kind](vector.hex)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(DecodeError)
  const error = caught as DecodeError
  expect({ offset: error.offset, field: error.field, problem: error.problem }).toEqual({
    offset: vector.offset,
    field: vector.field,
    problem: vector.reason,
  })
}

describe('specs/vectors accounts', () => {
  it('come from the development mnemonic', () => {
    for (const file of [transactions, notarized]) {
      expect(file.mnemonic).toBe(DEVELOPMENT_MNEMONIC)
      for (const account of file.accounts) {
        const derived = developmentAccount(account.index)
        expect(account).toEqual({
          index: account.index,
          publicKey: derived.publicKey.hex,
          localnet: derived.address,
          v0Localnet: derived.v0Address,
        })
      }
    }
  })
})

describe('specs/vectors/transaction.json', () => {
  it('has vectors', () => {
    expect(transactions.valid.length).toBeGreaterThanOrEqual(9)
    expect(transactions.invalid.length).toBeGreaterThanOrEqual(20)
  })

  it.each(transactions.valid.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    // value → bytes
    expect(bytesToHex(encodeUnsignedTransaction(unsignedTransactionFromJson(vector.value)))).toBe(vector.unsigned)
    // bytes → value
    expect(unsignedTransactionToJson(decodeUnsignedTransaction(vector.unsigned))).toEqual(vector.value)
    // hashes, against a second SHA-256
    expect(payloadToSign(vector.unsigned)).toBe(vector.payloadToSign)
    expect(vector.payloadToSign).toBe(sha256dHex(vector.unsigned))
    expect(transactionId(vector.signed)).toBe(vector.transactionId)
    expect(vector.transactionId).toBe(sha256dHex(vector.signed))
    // RFC 6979: signing again gives the same signature
    const payload = hexToBytes(vector.payloadToSign)
    const signature = developmentAccount(vector.signer).privateKey.sign(payload)
    expect({
      recovery: signature.recovery,
      r: signature.r.toString(16).padStart(64, '0'),
      s: signature.s.toString(16).padStart(64, '0'),
      der: signature.toDERHex(),
    }).toEqual(vector.signature)
    // the DER signature finalize receives gives the same recovery id, hence the same signed bytes
    const fromDer = Signature.fromDER(vector.signature.der, {
      payload,
      publicKey: developmentAccount(vector.signer).publicKey,
    })
    expect(bytesToHex(encodeSignedTransaction(vector.unsigned, fromDer))).toBe(vector.signed)
    expect(vector.signed).toBe(
      `${vector.unsigned}0b0${vector.signature.recovery}${vector.signature.r}${vector.signature.s}`,
    )
    const decoded = decodeSignedTransaction(vector.signed)
    expect(unsignedTransactionToJson(decoded.transaction)).toEqual(vector.value)
    expect(bytesToHex(decoded.unsigned)).toBe(vector.unsigned)
    expect(decoded.signature.equals(signature) && decoded.signature.recovery === signature.recovery).toBe(true)
    expect(verifySignedTransaction(vector.signed)).toBe(true)
  })

  it.each(transactions.invalid.map((vector) => [vector.name, vector] as const))('refuses: %s', (_name, vector) => {
    expectRefused(vector)
  })
})

describe('specs/vectors/notarized.json', () => {
  it('has vectors', () => {
    expect(notarized.valid.length).toBeGreaterThanOrEqual(7)
    expect(notarized.invalid.length).toBeGreaterThanOrEqual(12)
  })

  it.each(notarized.valid.map((vector) => [vector.name, vector] as const))('%s', async (_name, vector) => {
    const value = notarizedTransactionFromJson(vector.value)
    // value → bytes, at every level
    expect(bytesToHex(encodeNotarizedTransaction(value))).toBe(vector.notarized)
    expect(bytesToHex(encodeSignedIntent(value.signedIntent))).toBe(vector.signedIntent)
    expect(bytesToHex(encodeIntent(value.signedIntent.intent))).toBe(vector.intent)
    // bytes → value, at every level
    expect(notarizedTransactionToJson(decodeNotarizedTransaction(vector.notarized))).toEqual(vector.value)
    expect(
      notarizedTransactionToJson({
        signedIntent: decodeSignedIntent(vector.signedIntent),
        notarySignature: value.notarySignature,
      }),
    ).toEqual(vector.value)
    expect(decodeIntent(vector.intent)).toEqual(value.signedIntent.intent)
    // nesting: intent ⊂ signed intent ⊂ notarized, each a prefix of the next
    expect(vector.signedIntent.startsWith(vector.intent)).toBe(true)
    expect(vector.notarized.startsWith(vector.signedIntent)).toBe(true)
    expect(vector.notarized.length - vector.signedIntent.length).toBe(130)
    // hashes, against a second SHA-256
    expect(intentHash(vector.intent)).toBe(vector.intentHash)
    expect(intentHash(value.signedIntent.intent)).toBe(vector.intentHash)
    expect(vector.intentHash).toBe(sha256dHex(vector.intent))
    expect(signedIntentHash(value.signedIntent)).toBe(vector.signedIntentHash)
    expect(vector.signedIntentHash).toBe(sha256dHex(vector.signedIntent))
    expect(notarizedPayloadHash(value)).toBe(vector.notarizedPayloadHash)
    expect(vector.notarizedPayloadHash).toBe(sha256dHex(vector.notarized))
    // the signatures are the named accounts' and verify
    const verification = verifyNotarizedTransaction(vector.notarized)
    expect(verification).toMatchObject({ valid: true, intentHash: vector.intentHash })
    const expectedSignatories = vector.signers.map((index) => developmentAccount(index).publicKey.hex).sort()
    expect(value.signedIntent.intentSignatures.map((entry) => entry.publicKey.hex)).toEqual(expectedSignatories)
    expect(value.signedIntent.intent.header.notaryPublicKey.hex).toBe(developmentAccount(vector.notary).publicKey.hex)
    // building again from the intent and the same signers gives the same bytes (RFC 6979)
    const built = await buildNotarizedTransaction({
      intent: value.signedIntent.intent,
      signers: vector.signers.map((index) => developmentAccount(index).signer),
      notary: developmentAccount(vector.notary).signer,
    })
    expect(built.hex).toBe(vector.notarized)
    expect([built.intentHash, built.signedIntentHash, built.notarizedPayloadHash]).toEqual([
      vector.intentHash,
      vector.signedIntentHash,
      vector.notarizedPayloadHash,
    ])
    // created resources have the addresses of docs/architecture.md ("v0 addresses")
    const { network } = value.signedIntent.intent.header
    const created = value.signedIntent.intent.manifest.instructions.flatMap((instruction, index) =>
      instruction.type === 'CreateFungibleResource'
        ? [
            {
              instruction: index,
              address: v0ResourceAddressForRri(deriveTokenRri(instruction.owner, instruction.symbol, network)),
            },
          ]
        : instruction.type === 'CreateNonFungibleResource'
          ? [
              {
                instruction: index,
                address: v0NonFungibleResourceAddress(hexToBytes(vector.intentHash), index, network),
              },
            ]
          : [],
    )
    expect(created).toEqual(vector.createdResources)
  })

  it('mints into the non-fungible resource the creation vector made', () => {
    const creation = notarized.valid.find(
      (vector) =>
        vector.createdResources.some((r) => r.address.startsWith('resource_')) &&
        vector.name.startsWith('non-fungible resource creation'),
    )
    const mint = notarized.valid.find((vector) => vector.name.startsWith('non-fungible mint'))
    const instruction = mint?.value.signedIntent.intent.manifest.instructions[0] as { resource: string }
    expect(instruction.resource).toBe(creation?.createdResources[0]?.address)
  })

  it.each(notarized.invalid.map((vector) => [vector.name, vector] as const))('refuses: %s', (_name, vector) => {
    expectRefused(vector)
  })
})

// Keep the PublicKey import honest: the vectors' keys are valid compressed keys.
it('lists valid public keys', () => {
  for (const account of transactions.accounts) expect(PublicKey.fromHex(account.publicKey).hex).toBe(account.publicKey)
})
