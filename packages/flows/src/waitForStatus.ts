import type { InvalidArgumentError } from '@ledgernet/errors'
import type { LedgerState } from '@ledgernet/gateway-client'
import type { JsonRpcError } from '@ledgernet/rpc-client'
import type { AbortedError, HttpError, InvalidResponseError } from '@ledgernet/transport'
import type { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import type { TransactionFailedError } from './errors/TransactionFailedError.js'
import type { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import type { WaitForStatusTimeoutError } from './errors/WaitForStatusTimeoutError.js'
import { interfaceStepsOf, type LedgerClient } from './LedgerClient.js'
import type { WaitOptions } from './WaitOptions.js'
import { waitForConfirmation } from './waitForConfirmation.js'

/**
 * A status a poll read: `PENDING`, then `CONFIRMED` or `FAILED` (final).
 *
 * @example
 * const status: TransactionStatusName = 'PENDING'
 */
export type TransactionStatusName = 'PENDING' | 'CONFIRMED' | 'FAILED'

/**
 * Options of {@link waitForStatus}: the {@link WaitOptions} and `onStatus`, called with every
 * status a poll reads (an exception it throws ends the wait).
 *
 * @example
 * const options: WaitForStatusOptions = { timeout: 30_000, onStatus: ({ status }) => console.log(status) }
 */
export type WaitForStatusOptions = WaitOptions & {
  onStatus?: (update: { transactionId: string; status: TransactionStatusName }) => void
}

/**
 * A confirmed transaction. `ledgerState` is the Gateway API's ledger state at the poll that saw
 * it confirmed; JSON-RPC reports none (`undefined`).
 *
 * @example
 * const { transactionId, ledgerState }: ConfirmedTransaction = await waitForStatus(gateway, id)
 */
export type ConfirmedTransaction = {
  transactionId: string
  status: 'CONFIRMED'
  ledgerState: LedgerState | undefined
}

/**
 * Everything {@link waitForStatus} may throw.
 *
 * @example
 * const failure = error as WaitForStatusErrorType
 * if (failure.code === 'WAIT_FOR_STATUS_TIMEOUT') console.log('still pending', failure.transactionId)
 */
export type WaitForStatusErrorType =
  | TransactionFailedError
  | TransactionNotFoundError
  | WaitForStatusTimeoutError
  | AnswerMismatchError
  | AbortedError
  | HttpError
  | InvalidResponseError
  | JsonRpcError
  | InvalidArgumentError

/**
 * Waits until a submitted transaction is CONFIRMED (resolves) or FAILED (throws
 * `TransactionFailedError` with the id and the ledger's explanation). Polls with backoff through the
 * one client given (Gateway API `/transaction/status` or JSON-RPC `ledger.statusOfTransaction`);
 * network failures, timeouts and 5xx are retried within `timeout`, a definite answer (unknown
 * transaction, another 4xx) is thrown at once. After `timeout` it throws
 * `WaitForStatusTimeoutError`, which carries the id so that the caller can keep tracking it; the
 * `signal` stops it at once with an `AbortedError`.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { waitForStatus } from '@ledgernet/flows'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { ledgerState } = await waitForStatus(gateway, transactionId, { timeout: 30_000 })
 */
export async function waitForStatus(
  client: LedgerClient,
  transactionId: string,
  options: WaitForStatusOptions = {},
): Promise<ConfirmedTransaction> {
  const { ledgerState } = await waitForConfirmation(interfaceStepsOf(client), transactionId, options)
  return { transactionId, status: 'CONFIRMED', ledgerState }
}
