import { describe, expect, it } from 'vitest'
import { DecodeError } from '../DecodeError.js'
import { alice, bob, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'

describe('decodeNotarizedTransaction', async () => {
  const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [bob.signer], notary: alice.signer })

  it('gives back the signed intent and the notary signature', () => {
    const decoded = decodeNotarizedTransaction(built.hex)
    expect(decoded.signedIntent.intent).toEqual(sampleIntent())
    expect(decoded.signedIntent.intentSignatures[0]?.publicKey.hex).toBe(bob.publicKey.hex)
    expect(decoded.notarySignature.r).toBe(built.notarized.notarySignature.r)
  })

  it('refuses a signed intent without the notary signature, and input above 1 MiB', () => {
    const withoutNotary = built.bytes.slice(0, -65)
    expect(() => decodeNotarizedTransaction(withoutNotary)).toThrow(
      expect.objectContaining({ offset: withoutNotary.length, field: 'notarySignature.recovery' }),
    )
    expect(() => decodeNotarizedTransaction(new Uint8Array(1_048_577))).toThrow(DecodeError)
  })
})
