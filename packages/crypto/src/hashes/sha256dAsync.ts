import { InvalidArgumentError, LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * SHA-256(SHA-256(bytes)) through Web Crypto (`crypto.subtle`): the value of `sha256d`, computed
 * by the platform, so that a bundle that only needs it asynchronously carries no JavaScript
 * SHA-256 (the flows hash payloads and transaction ids with it). Web Crypto is in Node 20+ and in
 * every browser page of a secure context (https, localhost).
 *
 * @example
 * bytesToHex(await sha256dAsync(unsignedBytes)) // the payload to sign
 */
export async function sha256dAsync(bytes: Uint8Array): Promise<Uint8Array> {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  const subtle = globalThis.crypto?.subtle
  if (!subtle)
    throw new LedgernetError('Web Crypto (crypto.subtle) is unavailable here (not a secure context?).', {
      code: 'WEB_CRYPTO_UNAVAILABLE',
      packageTag,
    })
  const once = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return new Uint8Array(await subtle.digest('SHA-256', once))
}
