import { readBodyChunks } from './readBodyChunks.js'

/**
 * The body of an answer as bytes (an answer the spec gives a binary media type: CBOR, an octet
 * stream, an image), read within `limit` bytes by {@link readBodyChunks}.
 *
 * @example
 * const bytes = await readBodyBytes(response, 16 * 1024 * 1024)
 */
export async function readBodyBytes(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const { chunks, size } = await readBodyChunks(response, limit)
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}
