import { AnswerTooLargeError } from './AnswerTooLargeError.js'

/**
 * Reads a response body, at most `limit` bytes of it: a `Content-Length` above the limit is
 * refused before a byte is read, a body that runs past it (chunked, or longer than announced)
 * is cancelled at the first chunk that crosses it. Memory stays within the limit and one chunk.
 * Throws {@link AnswerTooLargeError}.
 *
 * @example
 * const bytes = await readBoundedBody(await fetch(url), 1_048_576)
 */
export async function readBoundedBody(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const header = response.headers.get('content-length')
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : undefined
  if (declared !== undefined && declared > limit) {
    await response.body?.cancel().catch(() => {})
    throw new AnswerTooLargeError({ limit, seen: 0, declared })
  }
  if (response.body === null) return new Uint8Array(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new AnswerTooLargeError({ limit, seen: size, declared })
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
