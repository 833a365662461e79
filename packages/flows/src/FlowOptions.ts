import type { NetworkInput, Signer } from '@ledgernet/crypto'
import type { AmountInput } from './AmountInput.js'
import type { SubmitRetryOptions } from './SubmitRetryOptions.js'
import type { WaitForStatusOptions } from './waitForStatus.js'

/**
 * What every Gateway API / JSON-RPC flow takes besides its actions.
 *
 * - `signer` signs and pays: its account is the fee payer and the only account that may send,
 *   own, mint or burn in the transaction. The flows never see a private key.
 * - `maxFee` (required) bounds the fee, in subunits of the native token: a built transaction
 *   whose fee is higher is not signed (`FeeTooHighError`). There is no default because no
 *   default is right for every wallet; `toSubunits('1')` is 1 XRD. Creating a token costs about
 *   100 XRD on the original network's fee table.
 * - `network` is required with a JSON-RPC client (which does not know its network); with a
 *   Gateway API client it must equal the client's.
 * - `message`: hex of 0..255 bytes (a plain-text message is `0000` followed by its UTF-8 hex).
 * - `maxValidityEpochs` (default 1 000) bounds the built transaction's validity window.
 * - `submitRetry`: see {@link SubmitRetryOptions}. `signal` stops the flow at any step.
 * - `finalizeFirst` (Gateway API; default false): finalize with `submit: false`, then submit the
 *   signed transaction finalize answered, as the network's description lays the lifecycle out,
 *   rather than submitting at once. Without it a flow still does so for a gateway that refuses a
 *   submit of what it did not finalize: it finalizes and submits again, and the client remembers
 *   it. JSON-RPC always finalizes first.
 * - `onTransactionId(transactionId)` is called as soon as the id is known (signed here; finalize
 *   agreed, over JSON-RPC) and before submit, the uncertain network step: record it, and the
 *   transaction can be tracked whatever happens next (a lost answer, a crash, an abort).
 * - The wait options (`pollingInterval`, `timeout`, `onStatus`, …) are those of `waitForStatus`.
 *
 * @example
 * import { toSubunits } from '@ledgernet/crypto'
 * const options: FlowOptions = { signer, maxFee: toSubunits('1'), timeout: 30_000, onStatus: ({ status }) => console.log(status) }
 */
export type FlowOptions = WaitForStatusOptions & {
  signer: Signer
  maxFee: AmountInput
  network?: NetworkInput
  message?: string
  maxValidityEpochs?: number
  submitRetry?: SubmitRetryOptions
  onTransactionId?: (transactionId: string) => void
  finalizeFirst?: boolean
}
