/**
 * The result validators of the node JSON-RPC methods, generated from
 * `specs/node-rpc.openrpc.json`: give them to `createRpcTransport` to check results on the lean
 * path.
 *
 * @example
 * import { createRpcTransport } from '@ledgernet/rpc-client'
 * import { resultValidators } from '@ledgernet/rpc-client/validators'
 * const rpc = createRpcTransport({ baseUrl: 'http://127.0.0.1:8080/rpc', validators: resultValidators })
 */
export * from './generated/resultValidators.gen.js'
export * from './generated/validators.gen.js'
