// Signatures are RFC 6979 for every 32-byte payload on both paths of `#ecdsa`, checked against the
// RFC's own algorithm (section 3.2, HMAC-SHA256) written here as an oracle over @noble/hashes'
// HMAC and @noble/curves' point arithmetic — neither of which signs in this package. Payloads at
// or above the curve order n are where libsecp256k1's nonce function (which takes the payload
// unreduced) and RFC 6979's bits2octets (which reduces it) part ways.

import { type Libsecp256k1Build, libsecp256k1Of } from '@ledgernet/platform'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bigIntTo32Bytes, bytesToBigInt } from '../bytes/bytes.js'
import { CURVE_ORDER as n } from '../keys/secp256k1.js'
import * as noble from './ecdsa.js'
import * as native from './ecdsa.node.js'

const mod = (a: bigint, m: bigint) => ((a % m) + m) % m

/** RFC 6979 §3.2 for secp256k1 and SHA-256 (qlen = hlen = 256), h1 = the payload as given; recovery id ‖ r ‖ s, low S. */
function rfc6979Sign(payload: Uint8Array, key: bigint): Uint8Array {
  const x = bigIntTo32Bytes(key)
  const h1 = bigIntTo32Bytes(mod(bytesToBigInt(payload), n)) // bits2octets(h1): bits2int, then mod q
  let V: Uint8Array = new Uint8Array(32).fill(1)
  let K: Uint8Array = new Uint8Array(32)
  K = hmac(sha256, K, concatBytes(V, Uint8Array.of(0), x, h1))
  V = hmac(sha256, K, V)
  K = hmac(sha256, K, concatBytes(V, Uint8Array.of(1), x, h1))
  V = hmac(sha256, K, V)
  for (;;) {
    V = hmac(sha256, K, V)
    const k = bytesToBigInt(V)
    if (k > 0n && k < n) {
      const R = secp256k1.Point.BASE.multiply(k).toAffine()
      const r = mod(R.x, n)
      if (r !== 0n) {
        const e = mod(bytesToBigInt(payload), n)
        let s = mod(invert(k, n) * (e + r * key), n)
        let recovery = (R.y & 1n ? 1 : 0) | (R.x >= n ? 2 : 0)
        if (s > n / 2n) {
          s = n - s
          recovery ^= 1
        }
        if (s !== 0n) return concatBytes(Uint8Array.of(recovery), bigIntTo32Bytes(r), bigIntTo32Bytes(s))
      }
    }
    K = hmac(sha256, K, concatBytes(V, Uint8Array.of(0)))
    V = hmac(sha256, K, V)
  }
}

function invert(a: bigint, m: bigint): bigint {
  let [low, high, x, y] = [mod(a, m), m, 1n, 0n]
  while (low > 1n) {
    const q = high / low
    ;[low, high, x, y] = [high - q * low, low, y - q * x, x]
  }
  return mod(x, m)
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const edgePayloads = [0n, 1n, n - 1n, n, n + 1n, 2n ** 256n - 1n]
const edgeKeys = [1n, 2n, n - 1n, 0x3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4n]

describe.each(['native', 'webassembly'] as Libsecp256k1Build[])(
  'signatures are RFC 6979 for every 32-byte payload, on every path (libsecp256k1: %s)',
  (build) => {
    const on = <T>(work: () => T): T => native.ecdsaOn(() => libsecp256k1Of(build), work)

    it('the oracle agrees with a published RFC 6979 secp256k1 vector (key 1, SHA-256 of "Satoshi Nakamoto")', () => {
      const payload = sha256(new TextEncoder().encode('Satoshi Nakamoto'))
      const signed = rfc6979Sign(payload, 1n)
      expect(hex(signed.subarray(1))).toBe(
        '934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d8' +
          '2442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5',
      )
    })

    it('edge payloads (0, 1, n−1, n, n+1, 2^256−1) under edge keys (1, 2, n−1, development key 0): both paths give the oracle’s bytes and recovery id', {
      timeout: 120_000,
    }, () => {
      for (const key of edgeKeys)
        for (const value of edgePayloads) {
          const payload = bigIntTo32Bytes(value)
          const expected = hex(rfc6979Sign(payload, key))
          expect(hex(noble.signRecovered(payload, bigIntTo32Bytes(key))), `portable, payload ${value}`).toBe(expected)
          expect(hex(on(() => native.signRecovered(payload, bigIntTo32Bytes(key)))), `native, payload ${value}`).toBe(
            expected,
          )
        }
    })

    it('random payloads at or above n, and random payloads anywhere: both paths give the oracle’s bytes', {
      timeout: 120_000,
    }, () => {
      const high = fc.bigInt({ min: n, max: 2n ** 256n - 1n })
      const any = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
      const key = fc.bigInt({ min: 1n, max: n - 1n })
      fc.assert(
        fc.property(fc.oneof(high, any), key, (value, secret) => {
          const payload = bigIntTo32Bytes(value)
          const expected = hex(rfc6979Sign(payload, secret))
          expect(hex(on(() => native.signRecovered(payload, bigIntTo32Bytes(secret))))).toBe(expected)
          expect(hex(noble.signRecovered(payload, bigIntTo32Bytes(secret)))).toBe(expected)
        }),
        { numRuns: 100 },
      )
    })

    it('a signature over a payload at or above n verifies and recovers alike on both paths', () => {
      for (const key of edgeKeys)
        for (const value of [n, 2n ** 256n - 1n]) {
          const payload = bigIntTo32Bytes(value)
          const signed = on(() => native.signRecovered(payload, bigIntTo32Bytes(key)))
          const r = bytesToBigInt(signed.subarray(1, 33))
          const s = bytesToBigInt(signed.subarray(33))
          const publicKey = noble.publicKeyOf(bigIntTo32Bytes(key))
          expect(on(() => native.recoveryOf(r, s, payload, native.checkKey(publicKey)))).toBe(signed[0])
          expect(noble.recoveryOf(r, s, payload, noble.checkKey(publicKey))).toBe(signed[0])
        }
    })
  },
)
