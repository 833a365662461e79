import type { IncomingMessage } from 'node:http'

/**
 * How much of an over-limit body the sandbox reads and throws away before it answers 413 and
 * closes the connection: 64 MiB in all, for at most 10 s. Past either bound it answers at once;
 * a client still sending then meets a closed connection.
 *
 * @example
 * if (received > MAX_DISCARDED_BODY_BYTES) answerNow()
 */
const MAX_DISCARDED_BODY_BYTES = 64 * 1024 * 1024
const MAX_DISCARD_MS = 10_000

/**
 * Waits to refuse a body over the 4 MiB limit (the answer is the handler's 413, which `answer`
 * sends). It goes out once the client has sent its whole body (read and thrown away, never
 * buffered), or a bound is reached, or the connection closes: Node ends the connection right
 * after an answer marked `Connection: close`, and a client that writes its whole body before it
 * reads (Node's `fetch`, most HTTP libraries) would then meet a reset connection (EPIPE) instead
 * of the answer. Returns the function that answers at once (a closing server calls it), or
 * `undefined` when it answered already — before returning, when nothing is left to wait for.
 *
 * @example
 * const answerNow = refuseTooLarge(request, read, () => reply(handler.tooLarge('rpc', read.attemptedLength)))
 * if (answerNow) waiting.add(answerNow)
 */
export function refuseTooLarge(
  request: IncomingMessage,
  read: { received: number },
  answer: () => void,
): (() => void) | undefined {
  let answered = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const answerNow = () => {
    if (answered) return
    answered = true
    if (timer) clearTimeout(timer)
    request.off('data', discard)
    request.off('end', answerNow)
    request.off('close', answerNow)
    request.pause()
    answer()
  }
  let discarded = read.received
  const discard = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > MAX_DISCARDED_BODY_BYTES) answerNow()
  }
  const declared = Number(request.headers['content-length'])
  if (declared > MAX_DISCARDED_BODY_BYTES || request.complete || request.destroyed) {
    answerNow()
    return undefined
  }
  request.on('data', discard)
  request.once('end', answerNow)
  request.once('error', answerNow)
  request.once('close', answerNow)
  timer = setTimeout(answerNow, MAX_DISCARD_MS)
  timer.unref()
  request.resume()
  return answerNow
}
