import { InvalidArgumentError } from '@ledgernet/errors'
import type { AbortedError, HttpError, InvalidResponseError } from '@ledgernet/transport'
import { getTransactionReceipt, type SucceededReceipt } from '@ledgernet/v0-client'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { TransactionNotFoundError } from '../errors/TransactionNotFoundError.js'
import type { WaitForStatusTimeoutError } from '../errors/WaitForStatusTimeoutError.js'
import { pollUntilFinal } from '../pollUntilFinal.js'
import { readAnswer } from '../readAnswer.js'
import type { WaitOptions } from '../WaitOptions.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * What a receipt poll read: `Pending`, or the final `Succeeded`, `Failed`, `Rejected`.
 *
 * @example
 * const status: ReceiptStatus = 'Succeeded'
 */
export type ReceiptStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Rejected'

const receiptStatuses: readonly string[] = ['Succeeded', 'Failed', 'Rejected'] satisfies ReceiptStatus[]

/**
 * Options of {@link waitForReceipt}: the {@link WaitOptions} and `onStatus`, called with every
 * status a poll reads.
 *
 * @example
 * const options: WaitForReceiptOptions = { timeout: 30_000, onStatus: ({ status }) => console.log(status) }
 */
export type WaitForReceiptOptions = WaitOptions & {
  onStatus?: (update: { intentHash: string; status: ReceiptStatus }) => void
}

/**
 * A committed, successful v0 transaction.
 *
 * @example
 * const { stateVersion, receipt }: CommittedIntent = await waitForReceipt(v0, intentHash)
 */
export type CommittedIntent = {
  intentHash: string
  /** The ledger's state version at which it was committed. */
  stateVersion: number
  receipt: SucceededReceipt
}

/**
 * Everything {@link waitForReceipt} may throw.
 *
 * @example
 * const failure = error as WaitForReceiptErrorType
 */
export type WaitForReceiptErrorType =
  | TransactionFailedError
  | TransactionNotFoundError
  | WaitForStatusTimeoutError
  | AbortedError
  | HttpError
  | InvalidResponseError
  | InvalidArgumentError

/**
 * Waits until a submitted v0 transaction has a receipt: resolves when it `Succeeded`, throws
 * `TransactionFailedError` (id = the intent hash, `status` `Failed` or `Rejected`, the receipt's
 * `error_message` as `reason`) otherwise. Same semantics as `waitForStatus`: backoff, each poll
 * time-limited, transient failures retried within `timeout`, `WaitForStatusTimeoutError` with the
 * intent hash after it, an unknown intent (404) thrown at once, `signal` stops it at once.
 *
 * @example
 * import { createV0Transport } from '@ledgernet/v0-client'
 * import { waitForReceipt } from '@ledgernet/flows'
 * const v0 = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
 * const { receipt } = await waitForReceipt(v0, intentHash, { timeout: 30_000 })
 */
export async function waitForReceipt(
  client: V0LedgerClient,
  intentHash: string,
  options: WaitForReceiptOptions = {},
): Promise<CommittedIntent> {
  if (typeof intentHash !== 'string' || !/^[0-9a-f]{64}$/.test(intentHash))
    throw new InvalidArgumentError('intentHash', 'must be 64 lower-case hex characters')
  const v0 = client
  return pollUntilFinal('waitForReceipt', intentHash, options, async (call) => {
    const answer = await getTransactionReceipt({ client: v0, body: { intent_hash: intentHash }, ...call }).catch(
      (error: unknown) => {
        if ((error as HttpError).status === 404)
          throw new TransactionNotFoundError({ transactionId: intentHash, cause: error })
        throw error
      },
    )
    const read = readAnswer(answer, {
      operation: 'getTransactionReceipt',
      url: `${v0.transport?.baseUrl ?? ''}/v0/transaction/receipt`,
    })
    if (read.value('/committed') === undefined) {
      // Not committed yet: the answer says so (`pending`), or it is no receipt.
      if (typeof read.value('/pending') !== 'object' || read.value('/pending') === null)
        read.fail('/pending', 'must be an object when the answer has no committed transaction')
      options.onStatus?.({ intentHash, status: 'Pending' })
      return { status: 'Pending' }
    }
    const status = read.string('/committed/receipt/status')
    if (!receiptStatuses.includes(status))
      read.fail('/committed/receipt/status', 'must be Succeeded, Failed or Rejected')
    const stateVersion = read.count('/committed/state_version')
    options.onStatus?.({ intentHash, status: status as ReceiptStatus })
    if (status !== 'Succeeded')
      throw new TransactionFailedError({
        transactionId: intentHash,
        status,
        failure: read.optionalString('/committed/receipt/error_message'),
      })
    for (const figure of ['xrd_burned', 'xrd_tipped']) read.subunits(`/committed/receipt/fee_summary/${figure}`)
    read.array('/committed/receipt/output')
    const { receipt } = (answer as { committed: { receipt: SucceededReceipt } }).committed
    return { status, result: { intentHash, stateVersion, receipt } }
  })
}
