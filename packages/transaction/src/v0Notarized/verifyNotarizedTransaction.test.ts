import { hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { alice, bob, carol, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
import { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
import { intentHash } from './intentHash.js'
import { signedIntentHash } from './signedIntentHash.js'
import { verifyNotarizedTransaction } from './verifyNotarizedTransaction.js'

describe('verifyNotarizedTransaction', async () => {
  const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [bob.signer], notary: alice.signer })

  it('lists the signatories, the notary last when it counts', () => {
    expect(verifyNotarizedTransaction(built.notarized)).toEqual({
      valid: true,
      signatories: [bob.publicKey, alice.publicKey],
      intentHash: built.intentHash,
    })
  })

  it('finds a signature by another key', () => {
    const { signedIntent, notarySignature } = decodeNotarizedTransaction(built.bytes)
    const forged = {
      signedIntent: {
        ...signedIntent,
        intentSignatures: [
          { publicKey: bob.publicKey, signature: carol.privateKey.sign(hexToBytes(intentHash(signedIntent.intent))) },
        ],
      },
      notarySignature,
    }
    expect(verifyNotarizedTransaction(encodeNotarizedTransaction(forged))).toEqual({
      valid: false,
      field: 'intentSignatures[0].signature',
      problem: `does not verify against ${bob.publicKey.hex} over the intent hash`,
    })
  })

  it('finds a notary signature over something else, and a wrong recovery id', () => {
    const bytes = built.bytes.slice()
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1
    expect(verifyNotarizedTransaction(bytes)).toMatchObject({ valid: false, field: 'notarySignature' })
    const recovery = built.bytes.slice()
    recovery[recovery.length - 65] = (recovery[recovery.length - 65] as number) ^ 1
    expect(verifyNotarizedTransaction(recovery)).toEqual({
      valid: false,
      field: 'notarySignature',
      problem: `has recovery id ${recovery[recovery.length - 65]} where ${built.bytes[built.bytes.length - 65]} recovers ${alice.publicKey.hex} over the signed intent hash`,
    })
  })

  it('refuses a notary who counts as a signatory and signs the intent too', () => {
    const intent = sampleIntent({ notaryAsSignatory: true })
    const signedIntent = {
      intent,
      intentSignatures: [
        { publicKey: alice.publicKey, signature: alice.privateKey.sign(hexToBytes(intentHash(intent))) },
      ],
    }
    const notarySignature = alice.privateKey.sign(hexToBytes(signedIntentHash(signedIntent)))
    expect(verifyNotarizedTransaction(encodeNotarizedTransaction({ signedIntent, notarySignature }))).toEqual({
      valid: false,
      field: 'intentSignatures[0].publicKey',
      problem: 'is the notary, who already counts as a signatory (notaryAsSignatory)',
    })
  })
})
