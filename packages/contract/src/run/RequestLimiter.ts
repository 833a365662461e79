/**
 * The limits every request of a run keeps: at most `concurrency` in flight at once and, with a
 * `rate`, at most that many starting per second (evenly spaced). A request waiting for its turn
 * leaves the queue when its signal aborts.
 *
 * @example
 * const limiter = createRequestLimiter({ concurrency: 2, rate: 10 })
 * const answer = await limiter.run(() => fetch(url), signal)
 */
export type RequestLimiter = {
  run<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T>
}

/**
 * A {@link RequestLimiter}: `concurrency` a positive integer, `rate` (requests per second) a
 * positive number or undefined for no rate limit.
 *
 * @example
 * const limiter = createRequestLimiter({ concurrency: 4 })
 */
export function createRequestLimiter(options: { concurrency: number; rate?: number | undefined }): RequestLimiter {
  const interval = options.rate === undefined ? 0 : 1000 / options.rate
  let active = 0
  let nextStart = 0
  const waiting: (() => void)[] = []

  const turn = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (active < options.concurrency) {
        active += 1
        resolve()
        return
      }
      const onAbort = () => {
        waiting.splice(waiting.indexOf(admit), 1)
        reject(signal!.reason)
      }
      const admit = () => {
        signal?.removeEventListener('abort', onAbort)
        active += 1
        resolve()
      }
      waiting.push(admit)
      signal?.addEventListener('abort', onAbort, { once: true })
    })

  const spacing = (signal: AbortSignal | undefined) => {
    if (interval === 0) return undefined
    const now = performance.now()
    const start = Math.max(now, nextStart)
    nextStart = start + interval
    if (start <= now) return undefined
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, start - now)
      const onAbort = () => {
        clearTimeout(timer)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  return {
    async run(send, signal) {
      signal?.throwIfAborted()
      await turn(signal)
      try {
        await spacing(signal)
        return await send()
      } finally {
        active -= 1
        waiting.shift()?.()
      }
    },
  }
}
