import { TransportError } from '@ledgernet/transport'
import { packageTag } from './packageTag.js'

/**
 * The node answered a JSON-RPC call with an error object. `rpcCode` is the JSON-RPC code (the
 * methods' declared codes, e.g. 1301 insufficient funds, 2515 signature does not verify; see
 * `BuildTransactionErrorCode` & co.), `rpcMessage` the node's message, `data` its optional
 * detail (`{ issues: [{ path, message }] }` for -32602, `{ reason }` for -32000). The message
 * says which call failed and why: `submitTransaction failed: JSON-RPC error 1301 — …`.
 *
 * @example
 * try {
 *   await submitTransaction({ client, params: [transaction, signatureDER, publicKey, txID] })
 * } catch (error) {
 *   if (isJsonRpcError(error, 1301)) console.log('not enough funds:', error.rpcMessage)
 * }
 */
export class JsonRpcError<TCode extends number = number> extends TransportError<'JSON_RPC_ERROR'> {
  override name = 'JsonRpcError' as const
  declare readonly rpcCode: TCode
  declare readonly rpcMessage: string
  declare readonly data: unknown
  declare readonly url: string

  constructor(params: { operation: string; url: string; rpcCode: TCode; rpcMessage: string; data?: unknown }) {
    super(`failed: JSON-RPC error ${params.rpcCode} — ${params.rpcMessage}`, 'JSON_RPC_ERROR', params, packageTag)
  }
}
