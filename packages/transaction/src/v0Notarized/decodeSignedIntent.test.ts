import { hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { DecodeError } from '../DecodeError.js'
import { alice, bob, sampleIntent } from '../testing/samples.js'
import { decodeSignedIntent } from './decodeSignedIntent.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import { intentHash } from './intentHash.js'

const intent = sampleIntent()
const hash = hexToBytes(intentHash(intent))
const entries = [alice, bob].map((account) => ({
  publicKey: account.publicKey,
  signature: account.privateKey.sign(hash),
}))

describe('decodeSignedIntent', () => {
  it('gives back the intent and the signatures in key order', () => {
    const decoded = decodeSignedIntent(encodeSignedIntent({ intent, intentSignatures: entries }))
    expect(decoded.intent).toEqual(intent)
    const sorted = [...entries].sort((a, b) => (a.publicKey.hex < b.publicKey.hex ? -1 : 1))
    expect(decoded.intentSignatures.map((e) => e.publicKey.hex)).toEqual(sorted.map((e) => e.publicKey.hex))
    expect(decoded.intentSignatures.map((e) => e.signature.s)).toEqual(sorted.map((e) => e.signature.s))
  })

  it('refuses a 17th signature count', () => {
    const bytes = encodeSignedIntent({ intent, intentSignatures: [] })
    bytes[bytes.length - 1] = 17
    expect(() => decodeSignedIntent(bytes)).toThrow(DecodeError)
  })
})
