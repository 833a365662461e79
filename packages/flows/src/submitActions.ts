import type { WebCryptoUnavailableError } from '@ledgernet/crypto'
import type { DecodeError } from '@ledgernet/transaction'
import {
  burnTokensFormat,
  createTokenDefinitionFormat,
  mintTokensFormat,
  transferTokensFormat,
} from '@ledgernet/transaction'
import type { NetworkError, TimeoutError } from '@ledgernet/transport'
import type { ActionInput } from './ActionInput.js'
import { deriveTokens } from './deriveTokens.js'
import type { FeeTooHighError } from './errors/FeeTooHighError.js'
import type { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import type { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
import type { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import type { TransactionRefusedError } from './errors/TransactionRefusedError.js'
import type { ValidityWindowError } from './errors/ValidityWindowError.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import type { LedgerClient } from './LedgerClient.js'
import { runLifecycle } from './runLifecycle.js'
import { toActions } from './toActions.js'
import type { WaitForStatusErrorType } from './waitForStatus.js'

/**
 * Parameters of {@link submitActions}: the {@link FlowOptions}, the actions, and
 * `disableTokenMintAndBurn` (the transaction may then mint or burn nothing).
 *
 * @example
 * const parameters: SubmitActionsParameters = { signer, maxFee: toSubunits('1'), actions: [{ type: 'TransferTokens', to: bob, amount: 1n }] }
 */
export type SubmitActionsParameters = FlowOptions & {
  actions: readonly ActionInput[]
  disableTokenMintAndBurn?: boolean
}

/**
 * Everything a flow may throw. The checks before signing: `PayloadMismatchError`,
 * `TransactionMismatchError`, `FeeTooHighError`, `ValidityWindowError`, `TokenRriMismatchError` —
 * nothing is signed after any of them. The server's refusals: `TransactionRefusedError`. After
 * signing: `AnswerMismatchError`, and the wait's errors (`TransactionFailedError`, `WaitForStatusTimeoutError` with the id, …). Bad
 * input: `InvalidArgumentError` naming the field. Transport failures pass through. The platform:
 * `WebCryptoUnavailableError` (no Web Crypto for the payload's hash); `DecodeError` where the
 * signed transaction is encoded from the checked blob. A test derives this union from the code
 * that throws (`tooling/package-checks/src/errorUnions.test.ts`): a code the flow can throw that
 * is missing here fails it.
 *
 * @example
 * const failure = error as SubmitActionsErrorType
 * if (failure.code === 'TRANSACTION_REFUSED') console.log(failure.reason)
 */
export type SubmitActionsErrorType =
  | WaitForStatusErrorType
  | PayloadMismatchError
  | TransactionMismatchError
  | FeeTooHighError
  | ValidityWindowError
  | TokenRriMismatchError
  | TransactionRefusedError
  // The transport's other errors (HttpError, InvalidResponseError, AbortedError) and JsonRpcError
  // are the wait's already: each error is named once.
  | NetworkError
  | TimeoutError
  | WebCryptoUnavailableError
  | DecodeError

/**
 * Runs a transaction of any mix of actions through the whole lifecycle on the one client given
 * (Gateway API, or JSON-RPC through `viaJsonRpc`; full client or lean transport): derive the rri of created tokens
 * (Gateway API, compared with the rri derived offline) → build → check → sign → submit → wait for
 * CONFIRMED, with finalize before submit over JSON-RPC (and over the Gateway API with `finalizeFirst`).
 *
 * Nothing the server built is trusted: the payload to sign is recomputed from the blob, the blob
 * is decoded and compared with what was asked (network, fee payer, every action and field,
 * message, flag, the announced fee), its fee must be ≤ `maxFee` and its validity window at most
 * `maxValidityEpochs` long. Only then does the Signer sign, and its signature is checked here.
 * The signed transaction and its id are computed here: submit sends that transaction naming that
 * id (a server whose id differs submits nothing), and finalize, where it runs, and submit must
 * answer the same id. Submit is sent again while its outcome is unknown: the id makes it
 * idempotent, the server never executes it twice.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { createSigner, privateKeyFromMnemonic, toSubunits } from '@ledgernet/crypto'
 * import { submitActions } from '@ledgernet/flows'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const signer = createSigner(privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }))
 * const { transactionId } = await submitActions(gateway, {
 *   signer,
 *   maxFee: toSubunits('1'),
 *   actions: [{ type: 'TransferTokens', to: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6', amount: toSubunits('2') }],
 * })
 */
export async function submitActions(client: LedgerClient, parameters: SubmitActionsParameters): Promise<FlowResult> {
  const { actions, ...options } = parameters
  return runLifecycle(client, options, {
    read: (context) => toActions(actions, context),
    formats: [transferTokensFormat, createTokenDefinitionFormat, mintTokensFormat, burnTokensFormat],
    deriveTokens,
  })
}
