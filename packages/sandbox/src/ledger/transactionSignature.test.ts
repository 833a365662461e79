import { bytesToHex, PrivateKey, Signature, sha256d } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { enginePlatform } from '../platform/enginePlatform.js'
import {
  checkTransactionSignature,
  type SignatureMeter,
  signatureCheckPath,
  signedTransactionVerifies,
} from './transactionSignature.js'

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const alice = PrivateKey.generate()
const aliceKey = { publicKey: alice.publicKey, keyBytes: alice.publicKey.bytes }
const unsigned = crypto.getRandomValues(new Uint8Array(212))
const signature = alice.sign(sha256d(unsigned))

// The checks as the engine makes them here, on @ledgernet/crypto's Node faces (libsecp256k1); the
// portable faces give the same answers byte for byte (crypto's differential test).
const platform = enginePlatform
describe('on the engine platform', () => {
  describe('checkTransactionSignature', () => {
    it('accepts the fee payer’s signature and gives its low-S form and recovery id', () => {
      const meter: SignatureMeter = { checks: 0, timed: 0, cpuMicros: 0 }
      const check = checkTransactionSignature(unsigned, signature.toDERHex(), aliceKey, platform, meter)
      expect(
        check.ok && { recovery: check.signature.recovery, compact: bytesToHex(check.signature.toCompact()) },
      ).toEqual({ recovery: signature.recovery, compact: bytesToHex(signature.toCompact()) })
      expect(meter.checks).toBe(1)
      // On Node the check is libsecp256k1's (WebAssembly).
      expect(signatureCheckPath()).toBe('libsecp256k1')
    })

    it('accepts the high-S twin, stored low with the recovery id flipped', () => {
      const twin = new Signature(signature.r, CURVE_ORDER - signature.s)
      const check = checkTransactionSignature(unsigned, twin.toDERHex(), aliceKey, platform)
      expect(
        check.ok && { recovery: check.signature.recovery, compact: bytesToHex(check.signature.toCompact()) },
      ).toEqual({ recovery: signature.recovery, compact: bytesToHex(signature.toCompact()) })
    })

    it('refuses DER that is not strict, with the reader’s reason, and signatures that do not verify', () => {
      const der = signature.toDERHex()
      // r with a superfluous leading zero byte: the same (r, s), not the canonical encoding.
      const hexByte = (value: number) => value.toString(16).padStart(2, '0')
      const rLength = Number.parseInt(der.slice(6, 8), 16)
      const padded = `30${hexByte(Number.parseInt(der.slice(2, 4), 16) + 1)}02${hexByte(rLength + 1)}00${der.slice(8)}`
      expect(checkTransactionSignature(unsigned, `${der}00`, aliceKey, platform)).toMatchObject({
        ok: false,
        reason: 'MALFORMED_DER',
        detail: expect.stringMatching(/^it is not strict DER: /),
      })
      expect(checkTransactionSignature(unsigned, padded, aliceKey, platform)).toMatchObject({
        ok: false,
        reason: 'MALFORMED_DER',
        detail: expect.stringContaining('canonical form'),
      })
      expect(checkTransactionSignature(unsigned, 'zz', aliceKey, platform)).toMatchObject({
        ok: false,
        reason: 'MALFORMED_DER',
      })
      const bob = PrivateKey.generate()
      expect(
        checkTransactionSignature(unsigned, bob.sign(sha256d(unsigned)).toDERHex(), aliceKey, platform),
      ).toMatchObject({
        ok: false,
        reason: 'VERIFICATION_FAILED',
      })
      expect(checkTransactionSignature(unsigned.subarray(1), der, aliceKey, platform)).toMatchObject({
        ok: false,
        reason: 'VERIFICATION_FAILED',
      })
    })
  })

  describe('signedTransactionVerifies', () => {
    it('wants the signature of the fee payer with the recovery id that recovers the key', () => {
      expect(signedTransactionVerifies(unsigned, signature, aliceKey, platform)).toBe(true)
      const flipped = new Signature(signature.r, signature.s, (signature.recovery! ^ 1) as 0 | 1)
      expect(signedTransactionVerifies(unsigned, flipped, aliceKey, platform)).toBe(false)
      const bob = PrivateKey.generate()
      expect(
        signedTransactionVerifies(
          unsigned,
          signature,
          { publicKey: bob.publicKey, keyBytes: bob.publicKey.bytes },
          platform,
        ),
      ).toBe(false)
    })
  })
})
