import { InvalidArgumentError } from '@ledgernet/errors'
import { Point } from '@noble/secp256k1'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import type { PublicKeyInput } from './PublicKey.js'

/**
 * The 33 compressed bytes of a public key given in any accepted form, checked for length and
 * prefix (not yet for the curve: {@link publicKeyPoint} does that). A `PublicKey` is recognised by
 * its shape (a `bytes` array), so that the leaf functions need not import the class that is built
 * on them.
 */
export function compressedKeyBytes(input: PublicKeyInput, field: string): Uint8Array {
  const bytes =
    typeof input === 'string'
      ? hexToBytes(input, field)
      : input instanceof Uint8Array
        ? input
        : (input as { bytes?: unknown } | null)?.bytes
  if (!(bytes instanceof Uint8Array))
    throw new InvalidArgumentError(field, 'must be a PublicKey, 33 bytes or 66 hex characters')
  // 65 bytes is the uncompressed form: the reason says which form is expected.
  if (bytes.length !== 33)
    throw new InvalidArgumentError(field, `is ${bytes.length} bytes, not 33 (the compressed form)`)
  if (bytes[0] !== 2 && bytes[0] !== 3)
    throw new InvalidArgumentError(field, `starts with 0x${bytesToHex(bytes.subarray(0, 1))}, not 0x02 or 0x03`)
  return bytes
}

/**
 * The curve point of a public key given in any accepted form: checked length, prefix and curve
 * membership, with the reasons `PublicKey.from` gives. The verify and recovery functions take
 * keys through it, as plain values; the `PublicKey` class sits on top of them.
 *
 * @example
 * publicKeyPoint('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798') // the generator G
 */
export function publicKeyPoint(input: PublicKeyInput, field = 'publicKey'): Point {
  const bytes = compressedKeyBytes(input, field)
  try {
    return Point.fromBytes(bytes)
  } catch {
    throw new InvalidArgumentError(field, 'is not a point on the secp256k1 curve')
  }
}
