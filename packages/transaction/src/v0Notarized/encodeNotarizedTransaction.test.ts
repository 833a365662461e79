import { bytesToHex, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'

describe('encodeNotarizedTransaction', async () => {
  const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [], notary: alice.signer })

  it('is the signed intent, then recovery id ‖ r ‖ s of the notary', () => {
    const { signedIntent, notarySignature } = built.notarized
    expect(bytesToHex(encodeNotarizedTransaction(built.notarized))).toBe(
      `${bytesToHex(encodeSignedIntent(signedIntent))}0${notarySignature.recovery}${bytesToHex(notarySignature.toCompact())}`,
    )
  })

  it('refuses a notary signature without recovery id', () => {
    const { r, s } = built.notarized.notarySignature
    expect(() => encodeNotarizedTransaction({ ...built.notarized, notarySignature: new Signature(r, s) })).toThrow(
      new InvalidArgumentError(
        'notarySignature.recovery',
        'is unknown; work it out with signature.withRecovery(payload, publicKey)',
      ),
    )
  })
})
