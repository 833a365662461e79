import type { TransactionFeed } from './TransactionFeed.js'

/**
 * How a flow waits for a transaction's final status (`waitForStatus`, `waitForReceipt`, and every
 * flow, which waits after submitting). The first poll is at once; later ones back off from
 * `pollingInterval` by ×1.5 up to `maxPollingInterval`, so a ledger that commits at once (a
 * sandbox) is seen at once and a slow one is not polled hard. Given a `feed`, the wait also reads
 * the status the moment the feed announces an outcome. Each poll is one request limited to
 * `requestTimeout` (and to what is left of `timeout`), so a wait never hangs.
 *
 * @example
 * const options: WaitOptions = { pollingInterval: 250, timeout: 30_000, signal: AbortSignal.timeout(60_000) }
 */
export type WaitOptions = {
  /** First pause between two polls, in ms. Default 25. */
  pollingInterval?: number
  /** Longest pause between two polls, in ms. Default 5 000. */
  maxPollingInterval?: number
  /** How long to wait for a final status, in ms; then `WaitForStatusTimeoutError`. Default 60 000. */
  timeout?: number
  /** Time limit of one poll request, in ms. Default 10 000. */
  requestTimeout?: number
  /** Stops the wait at once (no further request) with an `AbortedError`. */
  signal?: AbortSignal
  /** A feed of outcomes (`connectTransactionFeed`): the status is read as soon as it announces one. */
  feed?: TransactionFeed
}
