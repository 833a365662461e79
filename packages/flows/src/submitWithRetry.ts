import { AbortedError, backoffDelay, sleep } from '@ledgernet/transport'
import { isTransientFailure } from './isTransientFailure.js'
import type { SubmitRetryOptions } from './SubmitRetryOptions.js'

/**
 * Sends a submit, and again while its outcome is unknown. Only an idempotent submit may go
 * through here: one whose transaction is identified by an id the server deduplicates on.
 */
export async function submitWithRetry<T>(
  operation: string,
  send: () => Promise<T>,
  retry: SubmitRetryOptions | undefined,
  signal: AbortSignal | undefined,
): Promise<T> {
  const { count = 3, delay = 250, maxDelay = 5_000 } = retry === false ? { count: 0 } : (retry ?? {})
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= count || !isTransientFailure(error)) throw error
    }
    try {
      await sleep(backoffDelay(attempt, delay, maxDelay), signal)
    } catch (cause) {
      throw new AbortedError({ operation, cause })
    }
  }
}
