import type { SpecName } from '@ledgernet/specs'
import { linkSignals } from './linkSignals.js'
import { ReadOnlyRefusedError } from './ReadOnlyRefusedError.js'
import { createRequestLimiter } from './RequestLimiter.js'
import { readBoundedBody } from './readBoundedBody.js'
import { writesToServer } from './writesToServer.js'

/**
 * What keeps a run within its bounds: one signal that aborts when the time budget is spent or the
 * caller's signal aborts (Ctrl-C), the reason it stopped, and the fetch every request of the run
 * goes through — the read-only guard, the rate and concurrency limits, the run's signal, and a
 * body read up to `maxBodyBytes` (the answer handed on is that buffered copy).
 *
 * @example
 * const control = createRunControl({ fetch, specs: ['gateway'], timeBudget: 60_000, concurrency: 4, maxBodyBytes: 1 << 20, readOnly: false })
 * const answer = await control.fetch('http://127.0.0.1:8080/token/derive', { method: 'POST', body })
 * control.dispose()
 */
export type RunControl = {
  /** Aborts when the run must stop. */
  readonly signal: AbortSignal
  /** Why the run stopped (`the time budget of 60000 ms was spent`, `interrupted`), or `undefined`. */
  stopped(): string | undefined
  fetch: typeof fetch
  /** Clears the budget's timer. */
  dispose(): void
}

/**
 * A {@link RunControl} for one run.
 *
 * @example
 * const control = createRunControl({ fetch, specs, timeBudget: 900_000, concurrency: 4, maxBodyBytes: 1_048_576, readOnly: true })
 */
export function createRunControl(options: {
  fetch: typeof fetch
  specs: readonly SpecName[]
  timeBudget: number
  signal?: AbortSignal | undefined
  rate?: number | undefined
  concurrency: number
  maxBodyBytes: number
  readOnly: boolean
}): RunControl {
  const controller = new AbortController()
  let reason: string | undefined
  const stop = (why: string) => {
    if (reason !== undefined) return
    reason = why
    controller.abort(new Error(`the run stopped: ${why}`))
  }
  const timer = setTimeout(() => stop(`the time budget of ${options.timeBudget} ms was spent`), options.timeBudget)
  const onAbort = () => stop('interrupted')
  if (options.signal?.aborted) onAbort()
  else options.signal?.addEventListener('abort', onAbort, { once: true })
  const limiter = createRequestLimiter({ concurrency: options.concurrency, rate: options.rate })
  const send = options.fetch

  const runFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const body = request.body === null ? undefined : await request.arrayBuffer()
    if (options.readOnly) {
      const writes = writesToServer(options.specs, request.method, request.url, body && new TextDecoder().decode(body))
      if (writes !== undefined) throw new ReadOnlyRefusedError(writes)
    }
    // The caller's own signal, not the copy a Request makes of it: that copy follows it weakly,
    // and a collected copy never aborts (nor would a fetch given a Request that carries one).
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const { signal, unlink } = linkSignals(callerSignal ? [controller.signal, callerSignal] : [controller.signal])
    try {
      return await limiter.run(async () => {
        const response = await send(request.url, {
          method: request.method,
          headers: request.headers,
          redirect: request.redirect,
          signal,
          ...(body !== undefined ? { body } : {}),
        })
        const bytes = await readBoundedBody(response, options.maxBodyBytes)
        const empty = bytes.byteLength === 0 || [101, 204, 205, 304].includes(response.status)
        return new Response(empty ? null : bytes, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
      }, signal)
    } finally {
      unlink()
    }
  }

  return {
    signal: controller.signal,
    stopped: () => reason,
    fetch: runFetch as typeof fetch,
    dispose: () => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
    },
  }
}
