/**
 * How often a flow sends a submit again when its outcome is unknown (network failure, timeout,
 * HTTP 429/5xx, JSON-RPC -32000/-32603). Safe because the server knows the transaction by its id
 * and never executes it twice (it answers `duplicate: true`). `false` sends it once.
 *
 * @example
 * const submitRetry: SubmitRetryOptions = { count: 5, delay: 200 }
 */
export type SubmitRetryOptions =
  | {
      /** Sends after the first. Default 3. */
      count?: number
      /** Base pause in ms, doubled each time, with jitter. Default 250. */
      delay?: number
      /** Longest pause in ms. Default 5 000. */
      maxDelay?: number
    }
  | false
