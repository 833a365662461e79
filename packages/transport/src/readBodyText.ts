import { BodyTooLarge } from './BodyTooLarge.js'
import { readBodyChunks } from './readBodyChunks.js'

/**
 * The body of an answer as `Response.text()` gives it (UTF-8, a leading byte-order mark dropped),
 * read within `limit` bytes by {@link readBodyChunks} and decoded chunk by chunk, so that no text
 * is held beside a whole copy of its bytes.
 *
 * @example
 * const text = await readBodyText(response, 16 * 1024 * 1024)
 */
export async function readBodyText(response: Response, limit: number): Promise<string> {
  // The Node client's answer comes read, as text only (it kept the limit as it read).
  if (!response.body) {
    const text = await response.text()
    // At least one byte per character: more characters than the limit is more bytes too.
    if (text.length > limit) throw new BodyTooLarge(text.length, response.status)
    return text
  }
  const { chunks } = await readBodyChunks(response, limit)
  const decoder = new TextDecoder()
  let text = ''
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}
