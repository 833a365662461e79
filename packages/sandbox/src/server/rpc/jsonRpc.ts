// json-rpc-2.0's server, error class and error-response helper, as the sandbox uses them. It is
// CommonJS: Node's ESM loader scans its exports when the engine loads (a few milliseconds of a cold
// start; `pnpm bench`), bundlers convert it.
export {
  createJSONRPCErrorResponse,
  JSONRPCErrorException,
  type JSONRPCRequest,
  type JSONRPCResponse,
  JSONRPCServer,
} from 'json-rpc-2.0'
