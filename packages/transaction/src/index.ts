export type { ActionFormat } from './ActionFormat.js'
export { actionsEqual } from './actionsEqual.js'
export type { BuildNotarizedTransactionParameters, BuiltNotarizedTransaction } from './buildNotarizedTransaction.js'
export { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
export { burnTokensFormat } from './burnTokensFormat.js'
export type { BytesInput } from './bytesInput.js'
export { canonicalAccount, canonicalRri } from './canonicalIdentifiers.js'
export type { ExpectedTransaction, TransactionMismatch, TransactionVocabulary } from './compareTransaction.js'
export { compareTransaction } from './compareTransaction.js'
export type { CompareWithBuildRequestOptions } from './compareWithBuildRequest.js'
export { compareWithBuildRequest } from './compareWithBuildRequest.js'
export { createTokenDefinitionFormat } from './createTokenDefinitionFormat.js'
export type { DecodedStructure, DecodeErrorParameters } from './DecodeError.js'
export { DecodeError } from './DecodeError.js'
export { decodeIntent } from './decodeIntent.js'
export { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
export { decodeSignedIntent } from './decodeSignedIntent.js'
export type { SignedTransaction } from './decodeSignedTransaction.js'
export { decodeSignedTransaction } from './decodeSignedTransaction.js'
export { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
export { decodeUnsignedTransactionWith } from './decodeUnsignedTransactionWith.js'
export { encodeIntent } from './encodeIntent.js'
export { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
export { encodeSignedIntent } from './encodeSignedIntent.js'
export { encodeSignedTransaction } from './encodeSignedTransaction.js'
export { encodeSignedTransactionWith } from './encodeSignedTransactionWith.js'
export { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
export { formatLimits } from './formatLimits.js'
export { fromGatewayActions } from './fromGatewayActions.js'
export { fromRpcActions } from './fromRpcActions.js'
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
} from './GatewayAction.js'
export { gatewayVocabulary } from './gatewayVocabulary.js'
// Section B: the v0 notarized transaction
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
} from './Intent.js'
export { intentHash } from './intentHash.js'
export { mintTokensFormat } from './mintTokensFormat.js'
export { notarizedPayloadHash } from './notarizedPayloadHash.js'
export type { IntentJson, NotarizedTransactionJson } from './notarizedTransactionJson.js'
export {
  intentFromJson,
  intentToJson,
  notarizedTransactionFromJson,
  notarizedTransactionToJson,
} from './notarizedTransactionJson.js'
export { payloadToSign } from './payloadToSign.js'
export type {
  RpcAction,
  RpcBurnTokens,
  RpcCreateFixedSupplyToken,
  RpcCreateMutableSupplyToken,
  RpcMintTokens,
  RpcTokenTransfer,
} from './RpcAction.js'
export { rpcVocabulary } from './rpcVocabulary.js'
export { signedIntentHash } from './signedIntentHash.js'
export { toGatewayActions } from './toGatewayActions.js'
export { toRpcActions } from './toRpcActions.js'
export { transactionErrors } from './transactionErrors.js'
export { transactionId } from './transactionId.js'
export { transferTokensFormat } from './transferTokensFormat.js'
// Section A: the Gateway API / JSON-RPC transaction
export type {
  Action,
  BurnTokens,
  CreateTokenDefinition,
  MintTokens,
  TransferTokens,
  UnsignedTransaction,
} from './UnsignedTransaction.js'
export type { UnsignedTransactionJson } from './unsignedTransactionJson.js'
export { unsignedTransactionFromJson, unsignedTransactionToJson } from './unsignedTransactionJson.js'
export type { NotarizedVerification } from './verifyNotarizedTransaction.js'
export { verifyNotarizedTransaction } from './verifyNotarizedTransaction.js'
export { verifySignedTransaction } from './verifySignedTransaction.js'
