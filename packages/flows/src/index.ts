export type { ActionInput, CreateTokenInput } from './ActionInput.js'
export type { AmountInput } from './AmountInput.js'
export type { BurnErrorType, BurnParameters } from './burn.js'
export { burn } from './burn.js'
export type { CreateTokenErrorType, CreateTokenParameters, CreateTokenResult } from './createToken.js'
export { createToken } from './createToken.js'
export { AnswerMismatchError } from './errors/AnswerMismatchError.js'
export { FeeTooHighError } from './errors/FeeTooHighError.js'
export { flowsErrors, refusalHintOf, refusalHints } from './errors/flowsErrors.js'
export { PayloadMismatchError } from './errors/PayloadMismatchError.js'
export { refusalReasonOf } from './errors/refusalReasonOf.js'
export { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
export { TransactionFailedError } from './errors/TransactionFailedError.js'
export { TransactionMismatchError } from './errors/TransactionMismatchError.js'
export { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
export type { RefusalReason } from './errors/TransactionRefusedError.js'
export { TransactionRefusedError } from './errors/TransactionRefusedError.js'
export type { ValidityWindowReason } from './errors/ValidityWindowError.js'
export { ValidityWindowError } from './errors/ValidityWindowError.js'
export { WaitForStatusTimeoutError } from './errors/WaitForStatusTimeoutError.js'
export type { FlowOptions } from './FlowOptions.js'
export type { FlowResult } from './FlowResult.js'
export { gatewaySteps } from './gatewaySteps.js'
export type { InterfaceSteps } from './InterfaceSteps.js'
export type { LedgerClient, LedgerSteps } from './LedgerClient.js'
export type { MintErrorType, MintParameters } from './mint.js'
export { mint } from './mint.js'
export type { SubmitRetryOptions } from './SubmitRetryOptions.js'
export type { SubmitActionsErrorType, SubmitActionsParameters } from './submitActions.js'
export { submitActions } from './submitActions.js'
export type { TransactionFeed, WebSocketLike } from './TransactionFeed.js'
export { connectTransactionFeed } from './TransactionFeed.js'
export type { TransferErrorType, TransferParameters } from './transfer.js'
export { transfer } from './transfer.js'
export type {
  CreateNonFungibleResourceErrorType,
  CreateNonFungibleResourceParameters,
  CreateNonFungibleResourceResult,
} from './v0/createNonFungibleResource.js'
export { createNonFungibleResource } from './v0/createNonFungibleResource.js'
export { getBalance } from './v0/getBalance.js'
export type { TokenBalance } from './v0/getBalances.js'
export { getBalances } from './v0/getBalances.js'
export type {
  MintNonFungiblesErrorType,
  MintNonFungiblesParameters,
  MintNonFungiblesResult,
} from './v0/mintNonFungibles.js'
export { mintNonFungibles } from './v0/mintNonFungibles.js'
export type { SubmitIntentErrorType, SubmitIntentParameters, V0FlowResult } from './v0/submitIntent.js'
export { submitIntent } from './v0/submitIntent.js'
export type {
  TransferFungibleErrorType,
  TransferFungibleParameters,
  TransferFungibleResult,
} from './v0/transferFungible.js'
export { transferFungible } from './v0/transferFungible.js'
export type { V0FlowOptions } from './v0/V0FlowOptions.js'
export type { V0LedgerClient } from './v0/V0LedgerClient.js'
export type {
  CommittedIntent,
  ReceiptStatus,
  WaitForReceiptErrorType,
  WaitForReceiptOptions,
} from './v0/waitForReceipt.js'
export { waitForReceipt } from './v0/waitForReceipt.js'
export type { JsonRpcLedger } from './viaJsonRpc.js'
export { viaJsonRpc } from './viaJsonRpc.js'
export type { WaitOptions } from './WaitOptions.js'
export type {
  ConfirmedTransaction,
  TransactionStatusName,
  WaitForStatusErrorType,
  WaitForStatusOptions,
} from './waitForStatus.js'
export { waitForStatus } from './waitForStatus.js'
