import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice, bob, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import {
  intentFromJson,
  intentToJson,
  notarizedTransactionFromJson,
  notarizedTransactionToJson,
} from './notarizedTransactionJson.js'

describe('notarized transaction JSON', async () => {
  const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [bob.signer], notary: alice.signer })

  it('writes keys as 66 hex, signatures as 130 hex (recovery id ‖ r ‖ s), bigints as strings', () => {
    const json = notarizedTransactionToJson(built.notarized)
    expect(json.signedIntent.intent.header.notaryPublicKey).toBe(alice.publicKey.hex)
    expect(json.signedIntent.intent.header.nonce).toBe('99')
    const signature = built.notarized.signedIntent.intentSignatures[0]!.signature
    expect(json.signedIntent.intentSignatures[0]).toEqual({
      publicKey: bob.publicKey.hex,
      signature: `0${signature.recovery}${signature.r.toString(16).padStart(64, '0')}${signature.s.toString(16).padStart(64, '0')}`,
    })
    expect(json.notarySignature).toMatch(/^0[0-3][0-9a-f]{128}$/)
  })

  it('reads them back to the same value', () => {
    const back = notarizedTransactionFromJson(notarizedTransactionToJson(built.notarized))
    expect(notarizedTransactionToJson(back)).toEqual(notarizedTransactionToJson(built.notarized))
    expect(back.notarySignature.equals(built.notarized.notarySignature)).toBe(true)
    expect(intentFromJson(intentToJson(sampleIntent()))).toEqual(sampleIntent())
  })

  it('names a bad field', () => {
    const json = notarizedTransactionToJson(built.notarized)
    const broken = { ...json, notarySignature: 'ff' }
    expect(() => notarizedTransactionFromJson(broken)).toThrow(
      new InvalidArgumentError('notarySignature', 'must be 65 bytes (recovery id ‖ r ‖ s)'),
    )
    const badKey = structuredClone(json)
    badKey.signedIntent.intent.header.notaryPublicKey = `02${'00'.repeat(32)}`
    expect(() => notarizedTransactionFromJson(badKey)).toThrow(InvalidArgumentError)
  })
})
