/// <reference types="node" />
import type { KeyObject } from 'node:crypto'
import { bytesToHex, hexToBytes } from './hex.js'
import { openssl } from './openssl.node.js'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'
import { checkMessage } from './payload.js'
import { readSignature, type SignatureInput, type VerifyOptions } from './readSignature.js'
import { encodeSignatureDer } from './signatureDer.js'

/**
 * SubjectPublicKeyInfo DER header for a 33-byte compressed secp256k1 key:
 * SEQUENCE { SEQUENCE { OID ecPublicKey, OID secp256k1 }, BIT STRING (0 unused bits) ‖ key }.
 */
const SPKI_PREFIX = Uint8Array.from([
  0x30, 0x36, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b, 0x81, 0x04, 0x00,
  0x0a, 0x03, 0x22, 0x00,
])

/**
 * KeyObjects by lower-case key hex, least recently used first. Checking a key in JavaScript
 * (a modular square root) and importing it into OpenSSL each cost a large part of a verify, and
 * a server sees the same few keys again and again. Only keys that passed `PublicKey.from` get in.
 */
const KEY_CACHE_LIMIT = 1024
const keyObjects = new Map<string, KeyObject>()

function cacheKey(input: PublicKeyInput): string | undefined {
  if (typeof input === 'string') return input.toLowerCase()
  if (input instanceof PublicKey) return input.hex
  if (input instanceof Uint8Array && input.length === 33) return bytesToHex(input)
  return undefined
}

function keyObjectFor(input: PublicKeyInput): KeyObject {
  const hex = cacheKey(input)
  const cached = hex === undefined ? undefined : keyObjects.get(hex)
  if (cached && hex !== undefined) {
    keyObjects.delete(hex)
    keyObjects.set(hex, cached)
    return cached
  }
  const publicKey = PublicKey.from(input)
  const spki = new Uint8Array(SPKI_PREFIX.length + 33)
  spki.set(SPKI_PREFIX, 0)
  spki.set(publicKey.bytes, SPKI_PREFIX.length)
  const keyObject = openssl().createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' })
  if (keyObjects.size >= KEY_CACHE_LIMIT) {
    const oldest = keyObjects.keys().next().value
    if (oldest !== undefined) keyObjects.delete(oldest)
  }
  keyObjects.set(publicKey.hex, keyObject)
  return keyObject
}

/**
 * Checks a signature over SHA-256(`message`) with Node's OpenSSL (`crypto.verify` with
 * `dsaEncoding: 'der'`). Selected by the package's `node` export condition; same contract as the
 * portable `verifySha256`: the same strict DER reader runs first and the same public keys are
 * refused, so both accept and refuse exactly the same inputs.
 *
 * @example
 * verifySha256(signatureDerHex, sha256(unsignedBytes), publicKey) // true | false
 */
export function verifySha256(
  signature: SignatureInput,
  message: Uint8Array,
  publicKey: PublicKeyInput,
  options?: VerifyOptions,
): boolean {
  checkMessage(message)
  const key = keyObjectFor(publicKey)
  const parsed = readSignature(signature, options)
  if (!parsed) return false
  // DER given as bytes or hex passed the strict reader, so it is already the canonical encoding.
  const der =
    signature instanceof Uint8Array
      ? signature
      : typeof signature === 'string'
        ? hexToBytes(signature)
        : encodeSignatureDer(parsed.r, parsed.s)
  return openssl().verify('sha256', message, { key, dsaEncoding: 'der' }, der)
}
