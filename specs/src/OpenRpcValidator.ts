import type { Issue } from '@ledgernet/transport'
import type { MethodInfo } from './listMethods.js'
import type { SpecDocument } from './loadSpec.js'

/**
 * A compiled validator of an OpenRPC document: params, results and errors of each method, and
 * the JSON-RPC 2.0 envelope. Every schema is compiled once, when the validator is created.
 *
 * @example
 * const rpc = createSpecValidator('node-rpc')
 * rpc.validateRpcParams('ledger.statusOfTransaction', ['00'.repeat(32)]) // []
 */
export interface OpenRpcValidator {
  readonly kind: 'openrpc'
  readonly document: SpecDocument
  readonly methods: readonly MethodInfo[]
  /** The path JSON-RPC requests are POSTed to (`/rpc`), from the document's first server. */
  readonly rpcPath: string
  /**
   * Compiles every schema now. Validators compile each operation's schemas on first use (so a
   * server starts fast); spec tests call this to find a schema that does not compile at once.
   */
  compileAll(): void
  method(name: string): MethodInfo | undefined
  /** Checks one request object: `jsonrpc: "2.0"`, a string `method`, an id, array/object params. */
  validateRpcEnvelope(request: unknown): Issue[]
  validateRpcParams(method: string, params: unknown): Issue[]
  validateRpcResult(method: string, result: unknown): Issue[]
  /** Checks the error object's shape and that its code is one the method declares. */
  validateRpcError(method: string, error: unknown): Issue[]
  /** The method's example pairings with params in positional order. */
  examples(method: string): { name: string; params: unknown[]; result?: unknown }[]
  validateSchema(ref: string, value: unknown, prefix?: string): Issue[]
}
