import type { IncomingMessage } from 'node:http'

/**
 * What reading a request body gave: its text, or that it passed the limit (with the declared
 * length when `Content-Length` announced it), or that the connection failed.
 *
 * @example
 * const read: RequestBody = { text: '{}', length: 2 }
 */
export type RequestBody =
  | { text: string; length: number }
  | { tooLarge: true; attemptedLength?: number; received: number }
  | { error: Error }

/**
 * Reads the body of a request up to `limit` bytes and calls `done` once: with the text, or with
 * `tooLarge` as soon as the declared or received length passes the limit (`received`: the bytes
 * read so far) — then the request is paused and nothing more is buffered — or with the error of
 * a connection that failed or closed first. `done` may be called before this function returns.
 *
 * @example
 * readRequestBody(request, 4 * 1024 * 1024, (body) => {
 *   if ('tooLarge' in body) refuse(413)
 * })
 */
export function readRequestBody(request: IncomingMessage, limit: number, done: (body: RequestBody) => void): void {
  // Node's parser has checked the header (one value, digits only); a length beyond 2^53 is still
  // over the limit, but not a number to quote back.
  const declared = Number(request.headers['content-length'])
  if (declared > limit) {
    done({ tooLarge: true, ...(Number.isSafeInteger(declared) ? { attemptedLength: declared } : {}), received: 0 })
    return
  }
  let text = ''
  let chunks: Buffer[] | undefined
  let length = 0
  let finished = false
  const finish = (body: RequestBody) => {
    if (finished) return
    finished = true
    // The listeners stay: the request is dropped after its answer, and one more `data` event of an
    // oversized body only counts bytes.
    done(body)
  }
  const onData = (chunk: Buffer) => {
    if (finished) return
    length += chunk.length
    if (length > limit) {
      request.pause()
      finish({ tooLarge: true, received: length })
      return
    }
    // Bytes, not text, until the end: a multi-byte character may straddle two chunks.
    chunks ??= []
    chunks.push(chunk)
  }
  const onEnd = () => {
    if (chunks) text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')
    finish({ text, length })
  }
  const onError = (error: Error) => finish({ error })
  // A connection that ends before the body does (a client gone, a server closing) ends the read.
  // Every request closes once answered: the error (and its stack) is made only when it is one.
  const onClose = () => {
    if (!finished) finish({ error: new Error('the connection closed before the request body was complete') })
  }
  request.on('data', onData)
  request.on('end', onEnd)
  request.on('error', onError)
  request.on('close', onClose)
}
