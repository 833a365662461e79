import { bytesToHex, CURVE_ORDER, hexToBytes, PublicKey, type RecoveryId, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The JSON form of `T`: every value of type `AsString` as a string, arrays and objects field by
 * field, everything else as it is.
 *
 * @example
 * type UnsignedTransactionJson = JsonForm<UnsignedTransaction, bigint>
 */
export type JsonForm<T, AsString> = T extends AsString
  ? string
  : T extends readonly (infer U)[]
    ? JsonForm<U, AsString>[]
    : T extends object
      ? { [K in keyof T]: JsonForm<T[K], AsString> }
      : T

const INTEGER = /^(0|[1-9][0-9]*)$/

/** A bigint written as a decimal string. */
export function bigintFromJson(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !INTEGER.test(value)) {
    throw new InvalidArgumentError(field, 'must be a decimal string of a non-negative integer')
  }
  return BigInt(value)
}

/** A signature as 130 hex characters: recovery id ‖ r ‖ s. */
export function signatureToJson(signature: Signature): string {
  const low = signature.normalizeS()
  if (low.recovery === undefined) throw new InvalidArgumentError('signature.recovery', 'is unknown')
  return bytesToHex(Uint8Array.of(low.recovery)) + bytesToHex(low.toCompact())
}

/** Reads 130 hex characters: recovery id ‖ r ‖ s. */
export function signatureFromJson(value: unknown, field: string): Signature {
  const bytes = hexToBytes(value as string, field)
  if (bytes.length !== 65) throw new InvalidArgumentError(field, 'must be 65 bytes (recovery id ‖ r ‖ s)')
  const recovery = bytes[0] as number
  if (recovery > 3) throw new InvalidArgumentError(field, 'has a recovery id above 3')
  const compact = bytes.subarray(1)
  const r = BigInt(`0x${bytesToHex(compact.subarray(0, 32))}`)
  const s = BigInt(`0x${bytesToHex(compact.subarray(32))}`)
  if (r === 0n || r >= CURVE_ORDER || s === 0n || s >= CURVE_ORDER)
    throw new InvalidArgumentError(field, 'has r or s out of range')
  return new Signature(r, s, recovery as RecoveryId)
}

/** A public key as 66 hex characters. */
export function publicKeyFromJson(value: unknown, field: string): PublicKey {
  return PublicKey.fromHex(value as string, field)
}
