import { hexToBytes } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Bytes given as a `Uint8Array` or as hex (strict: even length, no `0x`).
 *
 * @example
 * const blob: BytesInput = build.transaction_build.unsigned_transaction
 */
export type BytesInput = Uint8Array | string

/** The bytes of `input` (hex is parsed strictly). */
export function bytesOf(input: BytesInput, field: string): Uint8Array {
  if (input instanceof Uint8Array) return input
  if (typeof input === 'string') return hexToBytes(input, field)
  throw new InvalidArgumentError(field, 'must be a Uint8Array or a hex string')
}
