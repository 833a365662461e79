import { InvalidArgumentError } from '@ledgernet/errors'
import { bigIntTo32Bytes, bytesToBigInt } from '../bytes/bytes.js'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import type { PublicKeyInput } from './PublicKey.js'
import { checkBytes } from './payload.js'
import { type RecoveryId, recoveryId } from './recoveryId.js'
import { CURVE_ORDER, HALF_CURVE_ORDER, isScalar } from './secp256k1.js'
import { decodeSignatureDer, encodeSignatureDer } from './signatureDer.js'

/**
 * The payload and public key from which a recovery id is worked out.
 *
 * @example
 * Signature.fromDER(derHex, { payload, publicKey })
 */
export type RecoveryContext = {
  /** The 32 bytes that were signed. */
  payload: Uint8Array
  /** The key that signed. */
  publicKey: PublicKeyInput
}

function checkScalar(value: unknown, name: 'r' | 's'): bigint {
  if (!isScalar(value)) throw new InvalidArgumentError(`signature.${name}`, 'must be a bigint in 1..n-1')
  return value
}

function checkRecovery(value: unknown): RecoveryId | undefined {
  if ([undefined, 0, 1, 2, 3].includes(value as RecoveryId)) return value as RecoveryId | undefined
  throw new InvalidArgumentError('signature.recovery', 'must be 0, 1, 2 or 3')
}

/**
 * An ECDSA secp256k1 signature `(r, s)` with, when known, its recovery id.
 *
 * Signatures made by this package (`sign`, `PrivateKey.sign`, `createSigner`) are RFC 6979
 * deterministic, low S, and carry their `recovery`. A signature read from DER has no recovery id
 * until one is worked out from the payload and public key: `fromDER(der, { payload, publicKey })`
 * or `withRecovery(payload, publicKey)`.
 *
 * @example
 * const signature = Signature.fromDER('3044022033a6…')
 * signature.toCompact() // r ‖ s, 64 bytes
 * const withId = signature.withRecovery(payload, publicKey)
 * withId.recovery // 0 | 1 | 2 | 3
 */
export class Signature {
  /** r, in 1..n-1. */
  readonly r: bigint
  /** s, in 1..n-1. */
  readonly s: bigint
  /** The recovery id, or `undefined` when it is not known yet (a signature read from DER). */
  readonly recovery: RecoveryId | undefined

  /**
   * @example
   * new Signature(1n, 2n, 0)
   */
  constructor(r: bigint, s: bigint, recovery?: RecoveryId) {
    this.r = checkScalar(r, 'r')
    this.s = checkScalar(s, 's')
    this.recovery = checkRecovery(recovery)
    Object.freeze(this)
  }

  /**
   * Reads a DER signature (bytes or hex) with the strict parser: only the canonical encoding is
   * accepted. Given the payload and the public key, it also works out the recovery id (and then
   * throws if the signature does not verify against them).
   *
   * @example
   * const signature = Signature.fromDER(derHex)
   * const complete = Signature.fromDER(derHex, { payload, publicKey })
   */
  static fromDER(der: Uint8Array | string, context?: RecoveryContext): Signature {
    const { r, s } = decodeSignatureDer(der)
    const signature = new Signature(r, s)
    return context ? signature.withRecovery(context.payload, context.publicKey) : signature
  }

  /**
   * Reads a 64-byte compact signature `r ‖ s` (bytes or hex), optionally with its recovery id.
   *
   * @example
   * const signature = Signature.fromCompact(bytes64, 1)
   */
  static fromCompact(compact: Uint8Array | string, recovery?: RecoveryId): Signature {
    const bytes = checkBytes(typeof compact === 'string' ? hexToBytes(compact, 'signature') : compact, 64, 'signature')
    return new Signature(bytesToBigInt(bytes.subarray(0, 32)), bytesToBigInt(bytes.subarray(32)), recovery)
  }

  /**
   * The strict DER encoding (what the Gateway API and JSON-RPC carry, hex-encoded).
   *
   * @example
   * signature.toDER() // Uint8Array starting with 0x30
   */
  toDER(): Uint8Array {
    return encodeSignatureDer(this.r, this.s)
  }

  /**
   * The DER encoding as lower-case hex.
   *
   * @example
   * signature.toDERHex() // '3044…'
   */
  toDERHex(): string {
    return bytesToHex(this.toDER())
  }

  /**
   * `r ‖ s`, 32 bytes each, big-endian.
   *
   * @example
   * signature.toCompact().length // 64
   */
  toCompact(): Uint8Array {
    return Uint8Array.of(...bigIntTo32Bytes(this.r), ...bigIntTo32Bytes(this.s))
  }

  /**
   * True when s is in the upper half of the group order (the malleable twin of a low-S signature).
   *
   * @example
   * signature.hasHighS() // false for every signature this package makes
   */
  hasHighS(): boolean {
    return this.s > HALF_CURVE_ORDER
  }

  /**
   * The low-S form of this signature: s → n − s, and the recovery id's parity bit flips with it
   * (negating s mirrors R). Returns `this` when s is already low.
   *
   * @example
   * const canonical = signature.normalizeS()
   */
  normalizeS(): Signature {
    if (!this.hasHighS()) return this
    const recovery = this.recovery === undefined ? undefined : ((this.recovery ^ 1) as RecoveryId)
    return new Signature(this.r, CURVE_ORDER - this.s, recovery)
  }

  /**
   * The same signature with its recovery id worked out from the payload and the public key.
   * Throws an `InvalidArgumentError` when the signature does not verify against them.
   *
   * @example
   * const complete = Signature.fromDER(derHex).withRecovery(payload, publicKey)
   */
  withRecovery(payload: Uint8Array, publicKey: PublicKeyInput): Signature {
    return new Signature(this.r, this.s, recoveryId(this, payload, publicKey))
  }

  /**
   * True when both have the same r and s (and the same recovery id when both know it).
   *
   * @example
   * a.equals(b)
   */
  equals(other: Signature): boolean {
    if (!(other instanceof Signature)) return false
    if (this.r !== other.r || this.s !== other.s) return false
    return this.recovery === undefined || other.recovery === undefined || this.recovery === other.recovery
  }

  /**
   * The DER hex, so a signature prints and serialises as the interfaces write it.
   *
   * @example
   * JSON.stringify({ signature }) // '{"signature":"3044…"}'
   */
  toJSON(): string {
    return this.toDERHex()
  }

  /**
   * @example
   * String(signature) // 'Signature(3044…)'
   */
  toString(): string {
    return `Signature(${this.toDERHex()})`
  }
}
