import { FlowError } from './FlowError.js'

/**
 * The transaction reached no final status within `timeout`. It may still be committed: keep
 * the `transactionId` and call `waitForStatus` (v0: `waitForReceipt`) again later.
 *
 * @example
 * import { WaitForStatusTimeoutError, waitForStatus } from '@ledgernet/flows'
 * try {
 *   await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: 10n ** 18n, timeout: 5_000 })
 * } catch (error) {
 *   if (error instanceof WaitForStatusTimeoutError) await waitForStatus(gateway, error.transactionId, { timeout: 60_000 })
 * }
 */
export class WaitForStatusTimeoutError extends FlowError<'WAIT_FOR_STATUS_TIMEOUT'> {
  override name = 'WaitForStatusTimeoutError' as const
  /** The transaction id (v0: the intent hash), to keep tracking it. */
  declare readonly transactionId: string
  /** The time limit that passed, in ms. */
  declare readonly timeout: number
  /** The last status seen, if any poll answered. */
  declare readonly lastStatus: string | undefined

  constructor(params: { transactionId: string; timeout: number; lastStatus: string | undefined; cause?: unknown }) {
    super(
      'WAIT_FOR_STATUS_TIMEOUT',
      `Transaction ${params.transactionId} reached no final status within ${params.timeout} ms; it may still be committed.`,
      params,
      {
        metaMessages: params.lastStatus ? [`last status: ${params.lastStatus}`] : [],
      },
    )
  }
}
