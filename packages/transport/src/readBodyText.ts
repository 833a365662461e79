import { BodyTooLarge } from './BodyTooLarge.js'

/**
 * The body of an answer as `Response.text()` gives it (UTF-8, a leading byte-order mark dropped),
 * read chunk by chunk and abandoned (the stream cancelled) the moment it passes `limit` bytes — or
 * before a byte is read when its `Content-Length` says it will — with a {@link BodyTooLarge}: an
 * endless or huge answer costs the limit in memory, and no more. An answer without a body stream (the
 * Node client's, which keeps the limit as it reads) is read with its `text()`.
 *
 * @example
 * const text = await readBodyText(response, 16 * 1024 * 1024)
 */
export async function readBodyText(response: Response, limit: number): Promise<string> {
  const { body, headers } = response
  if (!body) {
    const text = await response.text()
    // At least one byte per character: more characters than the limit is more bytes too.
    if (text.length > limit) throw new BodyTooLarge(text.length, response.status)
    return text
  }
  // Only an identity body's length is the text's: a compressed one is checked as it is decoded.
  const declared = headers.get('content-encoding') ? undefined : headers.get('content-length')
  if (declared != null && Number(declared) > limit) {
    body.cancel().catch(() => {})
    throw new BodyTooLarge(Number(declared), response.status)
  }
  // Kept as the chunks that came, decoded once whole: while the body comes, its bytes are held
  // once (no text beside them, no chunk left to collect).
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
  const decoder = new TextDecoder()
  let text = ''
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}
