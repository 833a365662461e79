import type { RegisteredErrors } from '@ledgernet/errors'
import type { RpcErrorCode } from './generated/methods.gen.js'
import { JsonRpcError } from './JsonRpcError.js'

/**
 * What to do about the JSON-RPC codes that are not a refusal of the transaction itself (those —
 * 1301 insufficient funds, … — the flows turn into `TRANSACTION_REFUSED` with the same hints on
 * every interface): the node's state, a request the node cannot read, a URL that is not a node's.
 */
const hintByRpcCode: { readonly [code in RpcErrorCode | -32700 | -32600 | -32601]?: string } = {
  [-32700]: 'the node could not read the request as JSON: is this URL a JSON-RPC endpoint? (--rpc)',
  [-32600]: 'the node did not take the request as JSON-RPC 2.0: is this URL a ledgernet node’s /rpc? (--rpc)',
  [-32601]: 'the URL is a JSON-RPC server without the ledger.* methods: check the endpoint (--rpc)',
  [-32602]: 'the request broke the method’s parameter rules named above; check the values given',
  [-32603]: 'the node failed; try again, and report the trace id if it keeps failing',
  [-32000]: 'the node cannot serve now (not synced up, or shutting down); try again in a moment',
  1500: 'the node cannot take transactions right now (its mempool is full, or its store cannot be written); try again in a moment',
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim()

/**
 * The error code of `@ledgernet/rpc-client`: the node answered a JSON-RPC error object.
 *
 * @example
 * import { rpcClientErrors } from '@ledgernet/rpc-client/errors'
 * rpcClientErrors.errors.JSON_RPC_ERROR.hint
 */
export const rpcClientErrors = {
  package: '@ledgernet/rpc-client',
  title: 'Node JSON-RPC',
  errors: {
    JSON_RPC_ERROR: {
      class: JsonRpcError,
      message: (error: JsonRpcError) =>
        `The node refused ${error.operation}: ${oneLine(error.rpcMessage)} (JSON-RPC ${error.rpcCode}).`,
      hint: 'the node refused the call for the reason it gives (the code is in specs/node-rpc.openrpc.json)',
      hintFor: (error: JsonRpcError) => hintByRpcCode[error.rpcCode as RpcErrorCode],
      reason: (error: JsonRpcError) => String(error.rpcCode),
      docs: `The node answered a JSON-RPC error object: \`rpcCode\` (one of the codes
\`specs/node-rpc.openrpc.json\` declares for the method, e.g. 1301 insufficient funds, 2515 signature
does not verify), \`rpcMessage\`, \`data\`. \`isJsonRpcError(error, 1301)\` narrows it.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof rpcClientErrors> {}
}
