import type {
  BuildTransactionErrorCode,
  FinalizeTransactionErrorCode,
  StatusOfTransactionErrorCode,
  SubmitTransactionErrorCode,
} from './generated/methods.gen.js'

/**
 * Every JSON-RPC error code a `ledger.*` method declares in `specs/node-rpc.openrpc.json`; each
 * method's own union is `BuildTransactionErrorCode`, `SubmitTransactionErrorCode`, ….
 *
 * @example
 * const code: RpcErrorCode = 2515 // the signature does not verify
 */
export type RpcErrorCode =
  | BuildTransactionErrorCode
  | FinalizeTransactionErrorCode
  | SubmitTransactionErrorCode
  | StatusOfTransactionErrorCode
