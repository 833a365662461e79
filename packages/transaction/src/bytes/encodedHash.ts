import { bytesToHex, sha256d } from '@ledgernet/crypto'
import { type BytesInput, bytesOf } from './bytesInput.js'

/**
 * SHA-256d as 64 lower-case hex characters: of `value` encoded by `encode`, or, given bytes (or
 * hex, which `field` names if it is bad), of those bytes as they are. The v0 hashes share it.
 *
 * @example
 * encodedHash(intent, 'intent', encodeIntent) === encodedHash(encodeIntent(intent), 'intent', encodeIntent) // true
 */
export function encodedHash<T>(value: T | BytesInput, field: string, encode: (value: T) => Uint8Array): string {
  const bytes = typeof value === 'string' || value instanceof Uint8Array ? bytesOf(value, field) : encode(value as T)
  return bytesToHex(sha256d(bytes))
}
