import type { NetworkInput, Signer } from '@ledgernet/crypto'
import type { SubmitRetryOptions } from '../SubmitRetryOptions.js'
import type { WaitForReceiptOptions } from './waitForReceipt.js'

/**
 * What every v0 flow takes besides its instructions.
 *
 * - `notary` notarizes the transaction and counts as a signatory (`notaryAsSignatory`); its
 *   account pays the fee. `signers` are further intent signatories (default none).
 * - `network`: v0 clients do not know their network, so it is required.
 * - `costUnitLimit` (default 1 000 000) bounds the fee: at most this many cost units are
 *   consumed, at the server's cost unit price (plus `tipPercentage`, default 0).
 * - `validityEpochs` (default 10): the window is [current epoch, current epoch + validityEpochs),
 *   the current epoch read from `/v0/state/epoch` just before building.
 * - `submitRetry`, `onTransactionId(intentHash)` (before submit) and the wait options as for the
 *   other flows.
 *
 * @example
 * const options: V0FlowOptions = { notary: signer, network: 'localnet', costUnitLimit: 200_000 }
 */
export type V0FlowOptions = WaitForReceiptOptions & {
  notary: Signer
  signers?: readonly Signer[]
  network: NetworkInput
  costUnitLimit?: number
  tipPercentage?: number
  validityEpochs?: number
  submitRetry?: SubmitRetryOptions
  onTransactionId?: (intentHash: string) => void
}
