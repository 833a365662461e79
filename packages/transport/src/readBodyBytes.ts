import { BodyTooLarge } from './BodyTooLarge.js'

/**
 * The body of an answer as bytes (an answer the spec gives a binary media type: CBOR, an octet
 * stream, an image), read chunk by chunk and abandoned the moment it passes `limit` bytes — or
 * before a byte is read when its `Content-Length` says it will — with a {@link BodyTooLarge}, as
 * {@link readBodyText} reads text.
 *
 * @example
 * const bytes = await readBodyBytes(response, 16 * 1024 * 1024)
 */
export async function readBodyBytes(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const { body, headers } = response
  if (!body) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.byteLength > limit) throw new BodyTooLarge(bytes.byteLength, response.status)
    return bytes
  }
  const declared = headers.get('content-encoding') ? undefined : headers.get('content-length')
  if (declared != null && Number(declared) > limit) {
    body.cancel().catch(() => {})
    throw new BodyTooLarge(Number(declared), response.status)
  }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      chunks.length = 0
      reader.cancel().catch(() => {})
      throw new BodyTooLarge(size, response.status)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}
