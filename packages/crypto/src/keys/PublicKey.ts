import { InvalidArgumentError } from '@ledgernet/errors'
import { checkKey } from '#ecdsa'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { compressedKeyBytes } from './publicKeyPoint.js'
import type { SignatureInput, VerifyOptions } from './readSignature.js'
import type { Signature } from './Signature.js'
import { verifyPayload } from './verifyPayload.js'

/**
 * A public key as a {@link PublicKey}, its 33 compressed bytes, or their 66 hex characters.
 *
 * @example
 * verifyPayload(signature, payload, '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
 */
export type PublicKeyInput = PublicKey | Uint8Array | string

const inspect = Symbol.for('nodejs.util.inspect.custom')

/**
 * Wraps bytes this package computed itself (a key derived from a private key), skipping the
 * curve check that costs as much as a third of a derivation. Not exported from the package.
 */
export let publicKeyFromTrustedBytes: (bytes: Uint8Array) => PublicKey

/**
 * Keys that passed the curve check, by hex, least recently used first. The check is a modular
 * square root (~140 µs, as long as half a signature), and servers and wallets meet the same few
 * keys again and again; a `PublicKey` is immutable, so handing out the same instance is safe.
 */
const CHECKED_KEYS_LIMIT = 1024
const checkedKeys = new Map<string, PublicKey>()

/**
 * A secp256k1 public key in the 33-byte compressed form (66 hex characters) the network uses.
 * Every instance has been checked: right length, 0x02/0x03 prefix, a point on the curve.
 *
 * @example
 * const key = PublicKey.fromHex('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
 * key.hex // '0279be66…'
 * key.verifyPayload(signature, payload) // true | false
 */
export class PublicKey {
  readonly #bytes: Uint8Array
  /** The 66 lower-case hex characters. */
  readonly hex: string

  private constructor(bytes: Uint8Array) {
    this.#bytes = bytes
    this.hex = bytesToHex(bytes)
    Object.freeze(this)
  }

  static {
    publicKeyFromTrustedBytes = (bytes) => new PublicKey(bytes)
  }

  /**
   * Reads and checks 33 compressed bytes (copied, so later changes to `bytes` do not matter).
   * The last 1024 keys that passed are remembered, so a key seen again costs a map lookup.
   *
   * @example
   * PublicKey.fromBytes(compressed33)
   */
  static fromBytes(bytes: Uint8Array, field = 'publicKey'): PublicKey {
    if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError(field, 'must be a Uint8Array or hex')
    const hex = bytesToHex(bytes)
    let key = checkedKeys.get(hex)
    if (!key) {
      const copy = bytes.slice()
      checkKey(copy, field)
      key = new PublicKey(copy)
      if (checkedKeys.size >= CHECKED_KEYS_LIMIT) checkedKeys.delete(checkedKeys.keys().next().value!)
    }
    // Delete and set again: the map's order is the order of last use.
    checkedKeys.delete(hex)
    checkedKeys.set(hex, key)
    return key
  }

  /**
   * Reads and checks 66 hex characters.
   *
   * @example
   * PublicKey.fromHex('03f43fba6541031ef2195f5ba96677354d28147e45b40cde4662bec9162c361f55')
   */
  static fromHex(hex: string, field = 'publicKey'): PublicKey {
    return PublicKey.fromBytes(hexToBytes(hex, field), field)
  }

  /**
   * A `PublicKey` from any accepted form; returns the instance itself when given one.
   *
   * @example
   * PublicKey.from(request.public_key.hex)
   */
  static from(input: PublicKeyInput, field = 'publicKey'): PublicKey {
    return input instanceof PublicKey ? input : PublicKey.fromBytes(compressedKeyBytes(input, field), field)
  }

  /**
   * A copy of the 33 compressed bytes.
   *
   * @example
   * key.bytes.length // 33
   */
  get bytes(): Uint8Array {
    return this.#bytes.slice()
  }

  /**
   * True when `other` is the same key.
   *
   * @example
   * key.equals(PublicKey.fromHex(key.hex)) // true
   */
  equals(other: PublicKeyInput): boolean {
    try {
      return PublicKey.from(other).hex === this.hex
    } catch {
      return false
    }
  }

  /**
   * Checks `signature` over the 32-byte `payload`, taken as is (nothing is hashed). See
   * {@link verifyPayload}.
   *
   * @example
   * key.verifyPayload(signatureDerHex, payload) // true | false
   */
  verifyPayload(signature: Signature | SignatureInput, payload: Uint8Array, options?: VerifyOptions): boolean {
    return verifyPayload(signature, payload, this, options)
  }

  /**
   * @example
   * JSON.stringify({ key }) // '{"key":"02…"}'
   */
  toJSON(): string {
    return this.hex
  }

  /**
   * @example
   * String(key) // 'PublicKey(02…)'
   */
  toString(): string {
    return `PublicKey(${this.hex})`
  }

  /** How Node's `console.log` and `util.inspect` show the key. */
  [inspect](): string {
    return this.toString()
  }
}
