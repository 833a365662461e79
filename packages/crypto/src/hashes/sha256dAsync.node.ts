import { InvalidArgumentError } from '@ledgernet/errors'
import { nativeDigests } from '@ledgernet/platform'
import * as portable from './sha256dAsync.js'

const digests = nativeDigests()

/**
 * SHA-256(SHA-256(bytes)) through the runtime's OpenSSL, answered as a promise: the Node face of
 * `sha256dAsync` (the package's `node` export condition). Web Crypto's `digest` runs each hash as
 * a job on libuv's thread pool, which on Node costs ~80 µs for a 200-byte transaction where the
 * one-shot hash takes ~2; the answer is the same.
 *
 * @example
 * bytesToHex(await sha256dAsync(unsignedBytes)) // the payload to sign
 */
export async function sha256dAsync(bytes: Uint8Array): Promise<Uint8Array> {
  if (!digests) return portable.sha256dAsync(bytes)
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return digests.sha256d(bytes)
}
