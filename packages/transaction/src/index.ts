export type { ActionFormat } from './actions/ActionFormat.js'
export { burnTokensFormat } from './actions/burnTokensFormat.js'
export { canonicalAccount, canonicalRri } from './actions/canonicalIdentifiers.js'
export { createTokenDefinitionFormat } from './actions/createTokenDefinitionFormat.js'
export { fromGatewayActions } from './actions/fromGatewayActions.js'
export { fromRpcActions } from './actions/fromRpcActions.js'
export type {
  GatewayAccount,
  GatewayAction,
  GatewayAmount,
  GatewayBuildRequest,
  GatewayBurnTokens,
  GatewayCreateTokenDefinition,
  GatewayMintTokens,
  GatewayTokenProperties,
  GatewayTransferTokens,
} from './actions/GatewayAction.js'
export { mintTokensFormat } from './actions/mintTokensFormat.js'
export type {
  RpcAction,
  RpcBurnTokens,
  RpcCreateFixedSupplyToken,
  RpcCreateMutableSupplyToken,
  RpcMintTokens,
  RpcTokenTransfer,
} from './actions/RpcAction.js'
export { toGatewayActions } from './actions/toGatewayActions.js'
export { toRpcActions } from './actions/toRpcActions.js'
export { transferTokensFormat } from './actions/transferTokensFormat.js'
export type { BytesInput } from './bytes/bytesInput.js'
export { actionsEqual } from './comparison/actionsEqual.js'
export type {
  ExpectedTransaction,
  TransactionMismatch,
  TransactionVocabulary,
} from './comparison/compareTransaction.js'
export { compareTransaction } from './comparison/compareTransaction.js'
export type { CompareWithBuildRequestOptions } from './comparison/compareWithBuildRequest.js'
export { compareWithBuildRequest } from './comparison/compareWithBuildRequest.js'
export { gatewayVocabulary } from './comparison/gatewayVocabulary.js'
export { rpcVocabulary } from './comparison/rpcVocabulary.js'
export type { DecodedStructure, DecodeErrorParameters } from './DecodeError.js'
export { DecodeError } from './DecodeError.js'
export { formatLimits } from './formatLimits.js'
export type { SignedTransaction } from './signedTransaction/decodeSignedTransaction.js'
export { decodeSignedTransaction } from './signedTransaction/decodeSignedTransaction.js'
export { encodeSignedTransaction } from './signedTransaction/encodeSignedTransaction.js'
export { encodeSignedTransactionWith } from './signedTransaction/encodeSignedTransactionWith.js'
export { transactionId } from './signedTransaction/transactionId.js'
export { verifySignedTransaction } from './signedTransaction/verifySignedTransaction.js'
export { transactionErrors } from './transactionErrors.js'
export { decodeUnsignedTransaction } from './unsignedTransaction/decodeUnsignedTransaction.js'
export { decodeUnsignedTransactionWith } from './unsignedTransaction/decodeUnsignedTransactionWith.js'
export { encodeUnsignedTransaction } from './unsignedTransaction/encodeUnsignedTransaction.js'
export { payloadToSign } from './unsignedTransaction/payloadToSign.js'
export type {
  Action,
  BurnTokens,
  CreateTokenDefinition,
  MintTokens,
  TransferTokens,
  UnsignedTransaction,
} from './unsignedTransaction/UnsignedTransaction.js'
export type { UnsignedTransactionJson } from './unsignedTransaction/unsignedTransactionJson.js'
export {
  unsignedTransactionFromJson,
  unsignedTransactionToJson,
} from './unsignedTransaction/unsignedTransactionJson.js'
export type {
  BuildNotarizedTransactionParameters,
  BuiltNotarizedTransaction,
} from './v0Notarized/buildNotarizedTransaction.js'
export { buildNotarizedTransaction } from './v0Notarized/buildNotarizedTransaction.js'
export { decodeIntent } from './v0Notarized/decodeIntent.js'
export { decodeNotarizedTransaction } from './v0Notarized/decodeNotarizedTransaction.js'
export { decodeSignedIntent } from './v0Notarized/decodeSignedIntent.js'
export { encodeIntent } from './v0Notarized/encodeIntent.js'
export { encodeNotarizedTransaction } from './v0Notarized/encodeNotarizedTransaction.js'
export { encodeSignedIntent } from './v0Notarized/encodeSignedIntent.js'
export type {
  BurnFungible,
  CreateFungibleResource,
  CreateNonFungibleResource,
  Instruction,
  Intent,
  IntentHeader,
  IntentSignature,
  MetadataEntry,
  MintFungible,
  MintNonFungible,
  NotarizedTransaction,
  SignedIntent,
  TransferFungible,
} from './v0Notarized/Intent.js'
export { intentHash } from './v0Notarized/intentHash.js'
export { notarizedPayloadHash } from './v0Notarized/notarizedPayloadHash.js'
export type { IntentJson, NotarizedTransactionJson } from './v0Notarized/notarizedTransactionJson.js'
export {
  intentFromJson,
  intentToJson,
  notarizedTransactionFromJson,
  notarizedTransactionToJson,
} from './v0Notarized/notarizedTransactionJson.js'
export { signedIntentHash } from './v0Notarized/signedIntentHash.js'
export type { NotarizedVerification } from './v0Notarized/verifyNotarizedTransaction.js'
export { verifyNotarizedTransaction } from './v0Notarized/verifyNotarizedTransaction.js'
