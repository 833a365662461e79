import type { BytesInput } from '../bytes/bytesInput.js'
import { encodedHash } from '../bytes/encodedHash.js'
import { encodeSignedIntent } from './encodeSignedIntent.js'
import type { SignedIntent } from './Intent.js'

/**
 * The signed intent hash: SHA-256d(encoded signed intent), 64 lower-case hex characters — what
 * the notary signs. Given bytes, it hashes them as they are.
 *
 * @example
 * import { signedIntentHash } from '@ledgernet/transaction'
 * const hash = signedIntentHash({ intent, intentSignatures })
 */
export function signedIntentHash(signedIntent: SignedIntent | BytesInput): string {
  return encodedHash(signedIntent, 'signedIntent', encodeSignedIntent)
}
