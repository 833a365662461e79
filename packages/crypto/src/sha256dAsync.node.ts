/// <reference types="node" />
import { InvalidArgumentError } from '@ledgernet/errors'
import { openssl } from './openssl.node.js'

/**
 * SHA-256(SHA-256(bytes)) through OpenSSL, answered as a promise: the Node face of `sha256dAsync`
 * (the package's `node` export condition). Web Crypto's `digest` runs each hash as a job on
 * libuv's thread pool, which on Node costs ~80 µs for a 200-byte transaction where this one-shot
 * `hash` takes ~2; the answer is the same.
 *
 * @example
 * bytesToHex(await sha256dAsync(unsignedBytes)) // the payload to sign
 */
export async function sha256dAsync(bytes: Uint8Array): Promise<Uint8Array> {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  const { hash } = openssl()
  const twice = hash('sha256', hash('sha256', bytes, 'buffer'), 'buffer')
  return new Uint8Array(twice.buffer, twice.byteOffset, twice.byteLength)
}
