import type { BytesInput } from '../bytes/bytesInput.js'
import { encodedHash } from '../bytes/encodedHash.js'
import { encodeIntent } from './encodeIntent.js'
import type { Intent } from './Intent.js'

/**
 * The intent hash: SHA-256d(encoded intent), 64 lower-case hex characters. It identifies a v0
 * transaction (`/v0/transaction/submit` returns it, `/v0/transaction/receipt` takes it) and is
 * what every intent signatory signs. Given bytes, it hashes them as they are.
 *
 * @example
 * import { intentHash } from '@ledgernet/transaction'
 * const hash = intentHash(intent) // or intentHash(encodeIntent(intent))
 */
export function intentHash(intent: Intent | BytesInput): string {
  return encodedHash(intent, 'intent', encodeIntent)
}
