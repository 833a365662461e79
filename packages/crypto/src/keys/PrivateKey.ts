import { InvalidArgumentError } from '@ledgernet/errors'
import { publicKeyOf, signRecovered } from '#ecdsa'
import { bytesToBigInt } from '../bytes/bytes.js'
import { hexToBytes } from '../bytes/hex.js'
import { type PublicKey, publicKeyFromTrustedBytes } from './PublicKey.js'
import { checkBytes, checkPayload } from './payload.js'
import type { RecoveryId } from './recoveryId.js'
import { Signature } from './Signature.js'
import { createSigner, type Signer } from './Signer.js'
import { isScalar } from './secp256k1.js'

const REDACTED = 'PrivateKey(<redacted>)'
const inspect = Symbol.for('nodejs.util.inspect.custom')

/** True when 32 bytes read as an integer are a valid key: 1 ≤ key < n. */
const isKey = (bytes: Uint8Array): boolean => isScalar(bytesToBigInt(bytes))

/**
 * Checks 32 key bytes. Reasons never include the key, not even a part of it.
 */
function checkKeyBytes(bytes: unknown, field: string): Uint8Array {
  if (!isKey(checkBytes(bytes, 32, field))) throw new InvalidArgumentError(field, 'must be in 1..n-1')
  return (bytes as Uint8Array).slice()
}

/**
 * A secp256k1 private key. The bytes stay inside: `toString`, `toJSON` and Node's inspect print
 * `PrivateKey(<redacted>)`, errors never include them, and there is no accessor. Sign with it
 * directly, or hand a {@link Signer} (`toSigner()`) to code that should not hold the key.
 *
 * @example
 * const key = PrivateKey.generate()
 * const signature = key.sign(payload) // RFC 6979, low S, with its recovery id
 * console.log(key) // PrivateKey(<redacted>)
 */
export class PrivateKey {
  readonly #bytes: Uint8Array
  #publicKey: PublicKey | undefined

  private constructor(bytes: Uint8Array) {
    this.#bytes = bytes
  }

  /**
   * A new random key from the platform's CSPRNG (`crypto.getRandomValues`).
   *
   * @example
   * const key = PrivateKey.generate()
   */
  static generate(): PrivateKey {
    // Uniform on 1..n-1 by rejection: a draw outside it has probability below 2^-127.
    for (;;) {
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      if (isKey(bytes)) return new PrivateKey(bytes)
    }
  }

  /**
   * Imports 32 bytes (copied). Refuses other lengths and values outside 1..n-1.
   *
   * @example
   * const key = PrivateKey.fromBytes(seed32)
   */
  static fromBytes(bytes: Uint8Array): PrivateKey {
    return new PrivateKey(checkKeyBytes(bytes, 'privateKey'))
  }

  /**
   * Imports 64 hex characters. The error on bad input says what is wrong without quoting it.
   *
   * @example
   * const key = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000001')
   */
  static fromHex(hex: string): PrivateKey {
    if (typeof hex !== 'string') throw new InvalidArgumentError('privateKey', 'must be a hex string')
    if (hex.length !== 64) {
      throw new InvalidArgumentError('privateKey', `must be 64 hex characters, got ${hex.length}`)
    }
    return new PrivateKey(checkKeyBytes(hexToBytes(hex, 'privateKey'), 'privateKey'))
  }

  /**
   * The matching compressed public key (computed once).
   *
   * @example
   * key.publicKey.hex // '02…'
   */
  get publicKey(): PublicKey {
    this.#publicKey ??= publicKeyFromTrustedBytes(publicKeyOf(this.#bytes))
    return this.#publicKey
  }

  /**
   * Signs a 32-byte payload as is (no further hashing): RFC 6979 deterministic nonce, low S, and
   * the recovery id set. Refuses any other length with an `InvalidArgumentError`.
   *
   * @example
   * const signature = key.sign(hexToBytes(payloadToSign))
   * signature.toDERHex()
   */
  sign(payload: Uint8Array): Signature {
    checkPayload(payload)
    const recovered = signRecovered(payload, this.#bytes)
    return new Signature(
      bytesToBigInt(recovered.subarray(1, 33)),
      bytesToBigInt(recovered.subarray(33, 65)),
      recovered[0] as RecoveryId,
    )
  }

  /**
   * A {@link Signer} backed by this key, for code that must sign but should not hold the key.
   *
   * @example
   * await flow.run({ signer: key.toSigner() })
   */
  toSigner(): Signer {
    return createSigner(this)
  }

  /**
   * @example
   * String(key) // 'PrivateKey(<redacted>)'
   */
  toString(): string {
    return REDACTED
  }

  /**
   * @example
   * JSON.stringify({ key }) // '{"key":"PrivateKey(<redacted>)"}'
   */
  toJSON(): string {
    return REDACTED
  }

  /** What Node's `console.log` and `util.inspect` show. */
  [inspect](): string {
    return REDACTED
  }
}
