import { BodyTooLarge } from './BodyTooLarge.js'

/**
 * The body of an answer as the chunks that came, read one by one and abandoned (the stream
 * cancelled) the moment they pass `limit` bytes — or before a byte is read when its
 * `Content-Length` says they will — with a {@link BodyTooLarge}: an endless or huge answer costs the
 * limit in memory, and no more. An answer without a body stream (the Node client's, which keeps the
 * limit as it reads) is read whole. The one bounded reader under {@link readBodyText} and
 * {@link readBodyBytes}.
 *
 * @example
 * const { chunks, size } = await readBodyChunks(response, 16 * 1024 * 1024)
 */
export async function readBodyChunks(
  response: Response,
  limit: number,
): Promise<{ chunks: Uint8Array<ArrayBuffer>[]; size: number }> {
  const { body, headers } = response
  if (!body) {
    const whole = new Uint8Array(await response.arrayBuffer())
    if (whole.byteLength > limit) throw new BodyTooLarge(whole.byteLength, response.status)
    return { chunks: [whole], size: whole.byteLength }
  }
  // Only an identity body's length is what is read: a compressed one is checked as it is decoded.
  const declared = headers.get('content-encoding') ? undefined : headers.get('content-length')
  if (declared != null && Number(declared) > limit) {
    body.cancel().catch(() => {})
    throw new BodyTooLarge(Number(declared), response.status)
  }
  // Kept as the chunks that came: while the body comes, its bytes are held once.
  const reader = body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
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
    chunks.push(value as Uint8Array<ArrayBuffer>)
  }
  return { chunks, size }
}
