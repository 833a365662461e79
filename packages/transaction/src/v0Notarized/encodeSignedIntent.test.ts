import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice, bob, carol, sampleIntent } from '../testing/samples.js'
import { encodeIntent } from './encodeIntent.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import { intentHash } from './intentHash.js'

const intent = sampleIntent()
const hash = hexToBytes(intentHash(intent))
const entry = (account: typeof alice) => ({ publicKey: account.publicKey, signature: account.privateKey.sign(hash) })
const signatureHex = (account: typeof alice) => {
  const s = account.privateKey.sign(hash)
  return `0${s.recovery}${bytesToHex(s.toCompact())}`
}

describe('encodeSignedIntent', () => {
  it('is the intent, a count, then (key ‖ signature) sorted by key', () => {
    const signers = [alice, bob, carol].sort((a, b) => (a.publicKey.hex < b.publicKey.hex ? -1 : 1))
    const expected = `${bytesToHex(encodeIntent(intent))}03${signers.map((s) => s.publicKey.hex + signatureHex(s)).join('')}`
    expect(bytesToHex(encodeSignedIntent({ intent, intentSignatures: [entry(carol), entry(alice), entry(bob)] }))).toBe(
      expected,
    )
    expect(bytesToHex(encodeSignedIntent({ intent, intentSignatures: [entry(bob), entry(carol), entry(alice)] }))).toBe(
      expected,
    )
  })

  it('writes no signatures as a zero count', () => {
    expect(bytesToHex(encodeSignedIntent({ intent, intentSignatures: [] }))).toBe(
      `${bytesToHex(encodeIntent(intent))}00`,
    )
  })

  it('refuses a signatory listed twice and more than 16 signatures', () => {
    expect(() => encodeSignedIntent({ intent, intentSignatures: [entry(alice), entry(bob), entry(alice)] })).toThrow(
      new InvalidArgumentError(
        'intentSignatures[2].publicKey',
        'repeats the key of intentSignatures[0]; each signatory signs once',
      ),
    )
    expect(() => encodeSignedIntent({ intent, intentSignatures: new Array(17).fill(entry(alice)) })).toThrow(
      new InvalidArgumentError('intentSignatures', 'is 17; it must be 0 to 16'),
    )
    expect(() =>
      encodeSignedIntent({
        intent,
        intentSignatures: [{ publicKey: alice.publicKey.hex as never, signature: entry(alice).signature }],
      }),
    ).toThrow(new InvalidArgumentError('intentSignatures[0].publicKey', 'must be a PublicKey'))
  })
})
