import { createRequire } from 'node:module'
import type * as JsonRpc from 'json-rpc-2.0'

// json-rpc-2.0 is CommonJS: required rather than imported, so that a cold start skips the ESM
// loader's scan of its exports (with ws, most of the import time of the sandbox's CommonJS
// dependencies; `pnpm bench`, cold start).
const jsonRpc = createRequire(import.meta.url)('json-rpc-2.0') as typeof JsonRpc

/**
 * `json-rpc-2.0`'s server, error class and error-response helper, as the sandbox uses them.
 *
 * @example
 * const server = new JSONRPCServer({ errorListener: () => {} })
 */
export const { JSONRPCServer, JSONRPCErrorException, createJSONRPCErrorResponse } = jsonRpc
export type JSONRPCServer<ServerParams = void> = JsonRpc.JSONRPCServer<ServerParams>
export type JSONRPCErrorException = JsonRpc.JSONRPCErrorException
export type { JSONRPCRequest, JSONRPCResponse } from 'json-rpc-2.0'
