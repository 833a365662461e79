import { InvalidArgumentError } from '@ledgernet/errors'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { sha256 } from '../hashes/sha256.js'
import { PrivateKey } from './PrivateKey.js'
import { Signature } from './Signature.js'
import { CURVE_ORDER } from './secp256k1.js'
import { verifyPayload } from './verifyPayload.js'

const key = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000001')
const payload = sha256(new TextEncoder().encode('Satoshi Nakamoto'))
const DER =
  '3045022100934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d802202442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5'

describe('Signature', () => {
  it('reads DER without a recovery id, and works it out given payload and key', () => {
    const bare = Signature.fromDER(DER)
    expect(bare.recovery).toBeUndefined()
    const signed = key.sign(payload)
    expect(Signature.fromDER(DER, { payload, publicKey: key.publicKey }).recovery).toBe(signed.recovery)
    expect(bare.withRecovery(payload, key.publicKey.hex).recovery).toBe(signed.recovery)
    expect(Signature.fromDER(hexToBytes(DER)).equals(signed)).toBe(true)
  })

  it('refuses to invent a recovery id for a signature that does not verify', () => {
    const other = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000002')
    expect(() => Signature.fromDER(DER, { payload, publicKey: other.publicKey })).toThrow(
      'Invalid signature: does not verify against this payload and public key.',
    )
  })

  it('converts between compact and DER', () => {
    const signature = key.sign(payload)
    const compact = signature.toCompact()
    expect(compact.length).toBe(64)
    const back = Signature.fromCompact(compact, signature.recovery)
    expect(back.toDERHex()).toBe(DER)
    expect(back.recovery).toBe(signature.recovery)
    expect(Signature.fromCompact(bytesToHex(compact)).toDERHex()).toBe(DER)
    expect(() => Signature.fromCompact(new Uint8Array(63))).toThrow('must be 64 bytes, got 63')
    expect(() => Signature.fromCompact(new Uint8Array(64))).toThrow('Invalid signature.r: must be a bigint in 1..n-1.')
  })

  it('normalizeS flips s to n − s and the recovery parity, and the result still recovers the key', () => {
    const low = key.sign(payload)
    const high = new Signature(low.r, CURVE_ORDER - low.s, (low.recovery! ^ 1) as 0 | 1)
    expect(high.hasHighS()).toBe(true)
    expect(verifyPayload(high, payload, key.publicKey)).toBe(true)
    expect(verifyPayload(high, payload, key.publicKey, { lowS: true })).toBe(false)
    // The high-S twin's recovery id is right for the high-S twin: @noble/curves recovers the key.
    const recoveredHigh = new secp256k1.Signature(high.r, high.s, high.recovery).recoverPublicKey(payload)
    expect(recoveredHigh.toHex(true)).toBe(key.publicKey.hex)
    const normalized = high.normalizeS()
    expect(normalized.s).toBe(low.s)
    expect(normalized.recovery).toBe(low.recovery)
    expect(normalized.normalizeS()).toBe(normalized)
    expect(high.withRecovery(payload, key.publicKey).recovery).toBe(high.recovery)
    expect(new Signature(high.r, high.s).normalizeS().recovery).toBeUndefined()
  })

  it('checks its fields', () => {
    expect(() => new Signature(0n, 1n)).toThrow(InvalidArgumentError)
    expect(() => new Signature(1n, CURVE_ORDER)).toThrow('Invalid signature.s: must be a bigint in 1..n-1.')
    expect(() => new Signature(1n, 1n, 4 as never)).toThrow('Invalid signature.recovery: must be 0, 1, 2 or 3.')
    expect(() => new Signature(1 as never, 1n)).toThrow('Invalid signature.r: must be a bigint in 1..n-1.')
  })

  it('prints and serialises as DER hex', () => {
    const signature = Signature.fromDER(DER)
    expect(JSON.parse(JSON.stringify({ signature }))).toEqual({ signature: DER })
    expect(String(signature)).toBe(`Signature(${DER})`)
  })

  it('a bad DER string names the field signature', () => {
    try {
      Signature.fromDER('3006020101020182')
      throw new Error('not refused')
    } catch (error) {
      expect((error as InvalidArgumentError).field).toBe('signature')
      expect((error as InvalidArgumentError).problem).toBe(
        'is not a strict DER signature: is not in canonical form (tags, lengths, zero padding or extra bytes)',
      )
    }
  })
})
