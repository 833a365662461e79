import { bytesToHex, decodeAccountAddress, type NetworkName, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { MethodHandlers } from '@ledgernet/rpc-client'
import { type Action, fromRpcActions, type RpcAction } from '@ledgernet/transaction'
import { IntakeError } from '../../ledger/IntakeProblem.js'
import type { Ledger } from '../../ledger/Ledger.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import type { SandboxControls } from '../../SandboxControls.js'
import type { SandboxLogger } from '../../SandboxLogger.js'
import { type Answer, type ApiRequest, newTraceId } from '../Answer.js'
import { type ControlsPolicy, type ControlsRefusal, controlsRefusal } from '../controlsAdmission.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { addControlMethods, type RpcCallContext } from './controlsRpc.js'
import {
  createJSONRPCErrorResponse,
  JSONRPCErrorException,
  type JSONRPCRequest,
  type JSONRPCResponse,
  JSONRPCServer,
} from './jsonRpc.js'
import { intakeRpcError, rpcError } from './rpcErrors.js'

const otherNetworks: Record<string, NetworkName> = { rdx: 'mainnet', tdx: 'stokenet', _rr: 'mainnet', _tr: 'stokenet' }

/** The `ledger.*` methods of `specs/node-rpc.openrpc.json`, by name. */
export type LedgerMethod = keyof MethodHandlers
/** Each method's positional params, as the spec declares them. */
type LedgerParams = { [M in LedgerMethod]: Parameters<MethodHandlers[M]>[0] }
/** Each method's handler: the spec's params in (checked), its result out. */
export type LedgerHandlers = { [M in LedgerMethod]: (params: LedgerParams[M]) => ReturnType<MethodHandlers[M]> }

/**
 * The spec's method names, each served: a name the spec does not have does not compile
 * (`rpcApi.test-d.ts` fails when one it has is left out).
 *
 * @example
 * ledgerMethods.includes('ledger.buildTransaction') // true
 */
export const ledgerMethods = [
  'ledger.buildTransaction',
  'ledger.finalizeTransaction',
  'ledger.submitTransaction',
  'ledger.statusOfTransaction',
] as const satisfies readonly LedgerMethod[]

const signingCodes: Record<number, [number, string]> = {
  0: [2511, 'Invalid blob'],
  1: [2512, 'Invalid signature DER'],
  2: [2513, 'Invalid public key'],
}
/** The node's own codes for a param that breaks its schema, by method and param index (else -32602). */
const paramCodes: { [M in LedgerMethod]: Record<number, [number, string]> } = {
  'ledger.buildTransaction': {},
  'ledger.finalizeTransaction': signingCodes,
  'ledger.submitTransaction': { ...signingCodes, 3: [2514, 'Invalid txID'] },
  'ledger.statusOfTransaction': { 0: [2514, 'Invalid txID'] },
}

/**
 * The node JSON-RPC (`specs/node-rpc.openrpc.json`) on `POST /rpc`, over the same ledger and
 * transaction desk as the Gateway API: `json-rpc-2.0`'s `JSONRPCServer` runs the four `ledger.*`
 * methods (batches and notifications included), and the sandbox's own `sandbox_*` controls
 * (`specs/sandbox.openrpc.json`); every envelope and every param list is checked against the
 * specs, and every refusal is an error object with the spec's code. The controls answer only the
 * requests `policy()` admits (`controlsRefusal`); the `ledger.*` methods answer every request.
 *
 * @example
 * const rpc = createRpcApi(ledger, desk, logger, controls, () => controlsPolicy({ host: '127.0.0.1', port }))
 * const answer = await rpc(request) // { status: 200, body: { jsonrpc: '2.0', id: 1, result: { … } } }
 */
export function createRpcApi(
  ledger: Ledger,
  desk: TransactionDesk,
  logger: SandboxLogger,
  controls: SandboxControls,
  policy: () => ControlsPolicy,
): (request: ApiRequest) => Promise<Answer> {
  const validator = precompiledValidators.nodeRpc()
  const server = new JSONRPCServer<RpcCallContext>({ errorListener: () => {} })
  server.mapErrorToJSONRPCErrorResponse = (id, error) => {
    if (error instanceof JSONRPCErrorException)
      return createJSONRPCErrorResponse(id, error.code, error.message, error.data)
    const traceId = newTraceId()
    logger.error('internal error in a JSON-RPC method', {
      traceId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return createJSONRPCErrorResponse(id, -32603, 'Internal error', { traceId })
  }
  server.handleMethodNotFound = async (request) =>
    request.id === undefined
      ? null
      : createJSONRPCErrorResponse(request.id, -32601, 'Method not found', { method: request.method })

  // The spec's params of `method` once its validator found no issue (the type follows the check).
  const checked = <M extends LedgerMethod>(
    _method: M,
    params: unknown,
    issues: readonly unknown[],
  ): params is LedgerParams[M] => issues.length === 0
  const checkParams = <M extends LedgerMethod>(method: M, params: unknown): LedgerParams[M] => {
    const issues = validator.validateRpcParams(method, params)
    if (checked(method, params, issues)) return params
    const count = issues.find(
      (issue) =>
        issue.keyword === 'required' ||
        issue.keyword === 'maxItems' ||
        issue.keyword === 'paramStructure' ||
        issue.path === '/params',
    )
    if (!count)
      for (const [index, [code, message]] of Object.entries(paramCodes[method])) {
        const own = issues.find(
          (issue) => issue.path === `/params/${index}` || issue.path.startsWith(`/params/${index}/`),
        )
        if (own) throw rpcError(code, message, { reason: own.message })
      }
    throw rpcError(-32602, 'Invalid params', { issues: issues.map(({ path, message }) => ({ path, message })) })
  }
  const refused = (error: unknown): never => {
    if (error instanceof IntakeError) throw intakeRpcError(error.problem)
    throw error
  }
  // The spec's method map: a method missing here, a param read as another type or a result of
  // another shape does not compile.
  const methods: LedgerHandlers = {
    'ledger.buildTransaction': ([actions, feePayer, message, disable]) => {
      let read: Action[]
      try {
        read = fromRpcActions(actions, 'localnet')
      } catch (error) {
        throw addressRpcError(error, actions)
      }
      let payer: string
      try {
        payer =
          feePayer === null || feePayer === undefined ? impliedSigner(ledger, read) : canonicalAddress(ledger, feePayer)
      } catch (error) {
        throw addressRpcError(error, actions, feePayer ?? undefined)
      }
      const givenTokens = new Map<number, string>()
      read.forEach((action, index) => {
        if (action.type === 'CreateTokenDefinition') givenTokens.set(index, action.token!)
      })
      try {
        const built = desk.build({
          actions: read,
          feePayer: payer,
          message: message ?? undefined,
          disableTokenMintAndBurn: disable === true,
          givenTokens,
        })
        return {
          fee: built.fee.toString(),
          transaction: { blob: built.unsignedHex, hashOfBlobToSign: built.payloadHash },
        }
      } catch (error) {
        return refused(error)
      }
    },

    'ledger.finalizeTransaction': ([transaction, der, publicKey]) => {
      try {
        return { txID: desk.finalize({ unsignedHex: transaction.blob, derHex: der, publicKeyHex: publicKey }).id }
      } catch (error) {
        return refused(error)
      }
    },

    'ledger.submitTransaction': async ([transaction, der, publicKey, txID]) => {
      const known = ledger.transaction(txID)
      // A duplicate of a transaction still waiting for its automine round goes through the desk,
      // which answers it as that round ends.
      const waiting = known?.status === 'PENDING' && ledger.automineRoundOf(known) !== undefined
      if (known && !waiting && sameSignedTransaction(known, transaction.blob, der, publicKey))
        return { txID, result: 'OK', duplicate: true }
      try {
        const finalized = desk.finalize({
          unsignedHex: transaction.blob,
          derHex: der,
          publicKeyHex: publicKey,
          checkWindow: false,
        })
        if (finalized.id !== txID)
          throw rpcError(1320, 'Provided txID does not match provided transaction', {
            given: txID,
            computed: finalized.id,
          })
        const submitted = desk.submit({ signedHex: finalized.signedHex })
        // With automine the answer waits for the transaction's own round.
        await submitted.committed
        return { txID: submitted.id, result: 'OK', duplicate: submitted.duplicate }
      } catch (error) {
        return refused(error)
      }
    },

    'ledger.statusOfTransaction': ([txID]) => {
      const record = ledger.transaction(txID)
      return record ? { txID, status: record.status } : { txID, failure: 'TRANSACTION_NOT_FOUND' }
    },
  }
  const serve = <M extends LedgerMethod>(name: M) =>
    server.addMethod(name, (raw) => methods[name](checkParams(name, raw)))
  for (const name of ledgerMethods) serve(name)

  addControlMethods(server, controls)

  const receiveOne = async (call: unknown, context: RpcCallContext): Promise<JSONRPCResponse | null> => {
    const issues = validator.validateRpcEnvelope(call)
    if (issues.length > 0) {
      const id = (call as { id?: unknown } | null)?.id
      const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null
      return createJSONRPCErrorResponse(validId, -32600, 'Invalid Request', {
        issues: issues.map(({ path, message }) => ({ path, message })),
      })
    }
    return server.receive(call as JSONRPCRequest, context)
  }

  return async (request) => {
    // Worked out once per request, and only when a call of it is a control.
    let refusal: ControlsRefusal | undefined | null = null
    const context: RpcCallContext = {
      controlsRefusal: () => {
        if (refusal === null) refusal = controlsRefusal((name) => firstHeader(request.headers, name), policy())
        return refusal
      },
    }
    if (request.method !== 'POST')
      return {
        status: 405,
        headers: { allow: 'POST' },
        body: { code: 405, message: `${request.method} is not allowed on /rpc; allowed: POST` },
      }
    if (request.notJson !== undefined || request.body === undefined)
      return {
        status: 200,
        body: createJSONRPCErrorResponse(null, -32700, 'Parse error', {
          reason: request.notJson ?? 'the body is empty',
        }),
      }
    if (Array.isArray(request.body)) {
      if (request.body.length === 0)
        return {
          status: 200,
          body: createJSONRPCErrorResponse(null, -32600, 'Invalid Request', {
            issues: [{ path: '', message: 'must NOT be an empty batch' }],
          }),
        }
      const replies = (await Promise.all(request.body.map((call) => receiveOne(call, context)))).filter(
        (reply) => reply !== null,
      )
      return replies.length ? { status: 200, body: replies } : { status: 204 }
    }
    const reply = await receiveOne(request.body, context)
    return reply ? { status: 200, body: reply } : { status: 204 }
  }
}

/** A header of a request as Node gives them (a repeated one as a list): its first value. */
function firstHeader(headers: ApiRequest['headers'], name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

function canonicalAddress(ledger: Ledger, address: string): string {
  return ledger.book.gatewayAddress(ledger.book.ofAddress(address, 'feePayer').keyHex)
}

/**
 * The fee payer of a build that names none: the one account the actions require to sign — the
 * sender of a transfer or burn, the owner of a created token, the owner of a minted token. When
 * no action names one (mints of tokens that do not exist), the first account mentioned stands
 * in, and the rules report the real problem.
 */
function impliedSigner(ledger: Ledger, actions: readonly Action[]): string {
  const created = new Map<string, string>()
  for (const action of actions) {
    switch (action.type) {
      case 'TransferTokens':
      case 'BurnTokens':
        return action.from
      case 'CreateTokenDefinition':
        return action.owner
      case 'MintTokens': {
        const id = ledger.state.resourceIdOfRri(action.token)
        const resource = id === undefined ? undefined : ledger.state.resource(id)
        const owner = created.get(action.token) ?? (resource?.kind === 'fungible' ? resource.ownerKey : undefined)
        if (owner) return ledger.book.gatewayAddress(owner)
      }
    }
  }
  const first = actions[0]!
  return 'to' in first && first.to ? first.to : (first as { from: string }).from
}

/** 1317/1318 for an address, 1316/1318 for an rri, -32602 for anything else the schema let through. */
function addressRpcError(error: unknown, actions: readonly RpcAction[], feePayer?: string): JSONRPCErrorException {
  if (!(error instanceof InvalidArgumentError)) throw error
  const match = /^actions\[(\d+)\]\.(\w+)$/.exec(error.field)
  const actionIndex = match ? Number(match[1]) : undefined
  const key = match?.[2]
  const value =
    key !== undefined && actionIndex !== undefined
      ? String((actions[actionIndex] as Record<string, unknown>)[key])
      : feePayer
  const at = actionIndex === undefined ? {} : { actionIndex }
  if (value !== undefined && (key === undefined || ['from', 'to', 'owner'].includes(key))) {
    const other = otherNetworks[value.slice(0, 3)]
    if (other) return rpcError(1318, 'Wrong network', { network: 'localnet', found: other, value })
    return rpcError(1317, 'Invalid address', { ...at, address: value })
  }
  if (key === 'tokenIdentifier' && value !== undefined) {
    const suffix = /_(rr|tr|dr)1/.exec(value)?.[0]?.slice(0, 3)
    const other = suffix ? otherNetworks[suffix] : undefined
    if (other) return rpcError(1318, 'Wrong network', { network: 'localnet', found: other, value })
    return rpcError(1316, 'Invalid rri', { ...at, tokenIdentifier: value })
  }
  const path = match ? `/params/0/${actionIndex}/${key}` : '/params/0'
  return rpcError(-32602, 'Invalid params', { issues: [{ path, message: error.problem }] })
}

/** Whether the params re-form exactly the signed transaction `record` holds (blob, key, r and s). */
function sameSignedTransaction(
  record: { signedHex: string; transaction: { feePayer: string } },
  blob: string,
  der: string,
  publicKey: string,
): boolean {
  if (!record.signedHex.startsWith(blob) || record.signedHex.slice(blob.length, blob.length + 2) !== '0b') return false
  if (decodeAccountAddress(record.transaction.feePayer, 'localnet').publicKey.hex !== publicKey) return false
  let signature: Signature
  try {
    signature = Signature.fromDER(der)
  } catch {
    return false
  }
  const low = signature.hasHighS() ? signature.normalizeS() : signature
  const compact = bytesToHex(low.toCompact())
  return record.signedHex.slice(blob.length + 4) === compact
}
