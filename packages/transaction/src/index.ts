export { DecodeError } from './DecodeError.js'
export type { DecodeErrorParameters, DecodedStructure } from './DecodeError.js'
export { formatLimits } from './formatLimits.js'
export type { BytesInput } from './bytesInput.js'

// Section A: the Gateway API / JSON-RPC transaction
export type {
  Action,
  BurnTokens,
  CreateTokenDefinition,
  MintTokens,
  TransferTokens,
  UnsignedTransaction,
} from './UnsignedTransaction.js'
export { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
export { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
export { decodeUnsignedTransactionWith } from './decodeUnsignedTransactionWith.js'
export { encodeSignedTransaction } from './encodeSignedTransaction.js'
export { encodeSignedTransactionWith } from './encodeSignedTransactionWith.js'
export type { ActionFormat } from './ActionFormat.js'
export { transferTokensFormat } from './transferTokensFormat.js'
export { createTokenDefinitionFormat } from './createTokenDefinitionFormat.js'
export { mintTokensFormat } from './mintTokensFormat.js'
export { burnTokensFormat } from './burnTokensFormat.js'
export { decodeSignedTransaction } from './decodeSignedTransaction.js'
export type { SignedTransaction } from './decodeSignedTransaction.js'
export { payloadToSign } from './payloadToSign.js'
export { transactionId } from './transactionId.js'
export { verifySignedTransaction } from './verifySignedTransaction.js'
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
export { fromGatewayActions } from './fromGatewayActions.js'
export { canonicalAccount, canonicalRri } from './canonicalIdentifiers.js'
export { toGatewayActions } from './toGatewayActions.js'
export { compareWithBuildRequest } from './compareWithBuildRequest.js'
export type { CompareWithBuildRequestOptions, TransactionMismatch } from './compareWithBuildRequest.js'
export { actionsEqual } from './actionsEqual.js'
export type {
  RpcAction,
  RpcBurnTokens,
  RpcCreateFixedSupplyToken,
  RpcCreateMutableSupplyToken,
  RpcMintTokens,
  RpcTokenProperties,
  RpcTokenTransfer,
} from './RpcAction.js'
export { fromRpcActions } from './fromRpcActions.js'
export { unsignedTransactionFromJson, unsignedTransactionToJson } from './unsignedTransactionJson.js'
export type { UnsignedTransactionJson } from './unsignedTransactionJson.js'

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
export { encodeIntent } from './encodeIntent.js'
export { decodeIntent } from './decodeIntent.js'
export { encodeSignedIntent } from './encodeSignedIntent.js'
export { decodeSignedIntent } from './decodeSignedIntent.js'
export { encodeNotarizedTransaction } from './encodeNotarizedTransaction.js'
export { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
export { intentHash } from './intentHash.js'
export { signedIntentHash } from './signedIntentHash.js'
export { notarizedPayloadHash } from './notarizedPayloadHash.js'
export { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
export type { BuildNotarizedTransactionParameters, BuiltNotarizedTransaction } from './buildNotarizedTransaction.js'
export { verifyNotarizedTransaction } from './verifyNotarizedTransaction.js'
export type { NotarizedVerification } from './verifyNotarizedTransaction.js'
export {
  intentFromJson,
  intentToJson,
  notarizedTransactionFromJson,
  notarizedTransactionToJson,
} from './notarizedTransactionJson.js'
export type { IntentJson, NotarizedTransactionJson } from './notarizedTransactionJson.js'
