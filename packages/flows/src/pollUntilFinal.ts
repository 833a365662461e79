import { InvalidArgumentError } from '@ledgernet/errors'
import { AbortedError, type CallOptions, sleep } from '@ledgernet/transport'
import { WaitForStatusTimeoutError } from './errors/WaitForStatusTimeoutError.js'
import { isTransientFailure } from './isTransientFailure.js'
import type { TransactionFeed } from './TransactionFeed.js'
import type { WaitOptions } from './WaitOptions.js'

/**
 * One poll: the status read (for `onStatus` and the timeout error) and, once final, the result.
 * A poll throws for a definite outcome that is not success (failed, not found).
 */
export type Poll<TResult> = (call: CallOptions) => Promise<{ status: string; result?: TResult }>

/**
 * Polls until `poll` gives a result, backing off between polls. Transient failures (network,
 * timeouts, 5xx) are retried within `timeout`; definite ones are thrown at once. An abort stops
 * it before the next request.
 */
export async function pollUntilFinal<TResult>(
  operation: string,
  transactionId: string,
  options: WaitOptions,
  poll: Poll<TResult>,
): Promise<TResult> {
  const {
    pollingInterval = 25,
    maxPollingInterval = 5_000,
    timeout = 60_000,
    requestTimeout = 10_000,
    signal,
    feed,
  } = options
  for (const [field, value] of Object.entries({ pollingInterval, maxPollingInterval, timeout, requestTimeout }))
    if (!(typeof value === 'number' && value > 0 && value < Infinity))
      throw new InvalidArgumentError(field, 'must be a positive number of milliseconds')
  const deadline = Date.now() + timeout
  let lastStatus: string | undefined
  let lastFailure: unknown
  for (let attempt = 0; ; attempt++) {
    try {
      // The first poll at once — no timer: even one of 0 ms waits a turn of the event loop (a
      // millisecond on Node, most of a local transfer's wait) — each later one after a pause
      // growing ×1.5 (within the time left), which a feed cuts short when it announces the
      // outcome. An abort ends the wait here.
      if (attempt === 0) signal?.throwIfAborted()
      else
        await (feed?.pause ?? (sleep as TransactionFeed['pause']))(
          Math.min(deadline - Date.now(), pollingInterval * 1.5 ** (attempt - 1), maxPollingInterval),
          signal,
          transactionId,
        )
    } catch (cause) {
      throw new AbortedError({ operation, cause })
    }
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new WaitForStatusTimeoutError({ transactionId, timeout, lastStatus, cause: lastFailure })
    try {
      const { status, result } = await poll({ signal, timeout: Math.min(requestTimeout, remaining), retry: false })
      lastStatus = status
      if (result !== undefined) return result
    } catch (error) {
      if (!isTransientFailure(error)) throw error
      lastFailure = error
    }
  }
}
