import type { SpecName } from '@ledgernet/specs'
import type { HttpAnswer } from '../exchangeHttp.js'
import type { ContractFailure } from '../report/ContractReport.js'

/**
 * What a probe's answer must be, beyond matching the spec:
 * - `success`: the operation's success status (a valid request on live state);
 * - `documented`: any documented answer (a spec example, whose outcome depends on the ledger);
 * - `refused`: a 4xx (an invalid request; a 2xx accepts it, a 5xx crashes on it);
 * - `unauthorized`: 401 (missing or wrong credentials);
 * - `wrong-verb` / `unknown-path`: the document's convention answers (405 + `Allow`, 404);
 * - `{ status }`: exactly that status.
 *
 * @example
 * const expectation: ProbeExpectation = { status: 404 }
 */
export type ProbeExpectation =
  | 'success'
  | 'documented'
  | 'refused'
  | 'unauthorized'
  | 'wrong-verb'
  | 'unknown-path'
  | { status: number }

/**
 * Which credentials a probe of a restricted operation carries.
 *
 * @example
 * const credentials: ProbeCredentials = 'wrong'
 */
export type ProbeCredentials = 'admin' | 'wrong' | 'none'

/**
 * One HTTP request of the contract and its expectation. `verify` adds checks of values the spec
 * states in words (an rri equals its derivation, a status names the id asked for).
 *
 * @example
 * const probe: HttpProbe = {
 *   kind: 'http', spec: 'node-rest', operation: 'ping', category: 'live', name: 'GET /api/ping',
 *   request: { method: 'GET', path: '/api/ping', headers: {} }, expect: 'success',
 * }
 */
export type HttpProbe = {
  kind: 'http'
  spec: SpecName
  operation: string
  category: string
  name: string
  request: { method: string; path: string; headers: Record<string, string>; body?: string }
  expect: ProbeExpectation
  credentials?: ProbeCredentials
  /** For a wrong-verb probe: the methods the path declares, which `Allow` must list. */
  declaredMethods?: string[]
  /** The request path the probe broke; a Gateway error's `validation_errors` must name it. */
  brokenPath?: string
  verify?: (answer: HttpAnswer) => ContractFailure[]
}

/**
 * One JSON-RPC call of the contract (the raw HTTP body, so that it can also be broken JSON) and
 * its expectation: a result, an error, a given error code, or any documented answer.
 *
 * @example
 * const probe: RpcProbe = {
 *   kind: 'rpc', spec: 'node-rpc', operation: '(envelope)', category: 'envelope', name: 'not JSON',
 *   body: '{', id: null, expect: { errorCode: -32700 },
 * }
 */
export type RpcProbe = {
  kind: 'rpc'
  spec: SpecName
  operation: string
  category: string
  name: string
  body: string
  /** The id the body carries (`null` when it carries none that can be read). */
  id: unknown
  /** The method the answer is checked against, when the call names one of the document. */
  method?: string
  expect: 'result' | 'error' | 'documented' | { errorCode: number }
  verify?: (result: unknown) => ContractFailure[]
  /** The error's `data` fields the code table names: each must equal its value (`undefined`: absent). */
  errorData?: Record<string, unknown>
  /**
   * Judges the whole answer in place of `expect` (a batch, whose answer is an array of replies or
   * nothing at all): the failures found.
   */
  judge?: (answer: HttpAnswer, operation: string) => ContractFailure[]
}

/**
 * A probe that cannot run here, and why (an interface or a credential not given, a live value no
 * scenario produced).
 *
 * @example
 * const skipped: SkippedProbe = { spec: 'node-rest', operation: 'getModules', category: 'live', name: 'with admin credentials', skip: 'no admin credentials given (--admin)' }
 */
export type SkippedProbe = { spec: SpecName; operation: string; category: string; name: string; skip: string }
