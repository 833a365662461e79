import type { OperationHandlers } from '@ledgernet/gateway-client'
import { BoundedCache } from '../../ledger/BoundedCache.js'
import type { Ledger } from '../../ledger/Ledger.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import type { Answer, ApiRequest } from '../Answer.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { routeTable } from '../routeTable.js'
import { serveOperation } from '../serveOperation.js'
import { buildTransaction } from './buildTransaction.js'
import { deriveToken } from './deriveToken.js'
import { finalizeTransaction } from './finalizeTransaction.js'
import { gatewayError, invalidRequest } from './gatewayError.js'
import { getTransactionStatus } from './getTransactionStatus.js'
import { submitTransaction } from './submitTransaction.js'

/**
 * The Gateway API 1.0 (`specs/gateway.openapi.yaml`) over the sandbox's ledger: routes a request
 * to its operation, validates it against the spec (400 `InvalidRequestError` naming each field),
 * refuses another network, then runs the operation; every success carries the `ledger_state` it
 * was answered at. Unknown paths answer 404, other methods 405 with `Allow: POST`. With
 * `strictLifecycle`, submit takes only what finalize answered with `submit: false` (the network's
 * described lifecycle; `submitTransaction`).
 *
 * @example
 * const gateway = createGatewayApi(ledger, desk, { strictLifecycle: false })
 * const answer = gateway(request) // { status, body, headers? }
 */
export function createGatewayApi(
  ledger: Ledger,
  desk: TransactionDesk,
  { strictLifecycle = false }: { strictLifecycle?: boolean } = {},
): (request: ApiRequest) => Answer | Promise<Answer> {
  const validator = precompiledValidators.gateway()
  const route = routeTable(validator)
  // The spec's handler map: an operation missing here, or an answer the spec does not declare, does not compile.
  // The signed transactions finalize answered without submitting, as many as the desk remembers
  // builds: what a strict gateway submits.
  const finalized = strictLifecycle ? new BoundedCache<string, true>(4096) : undefined
  const handlers: OperationHandlers = {
    deriveToken: ({ body }) => deriveToken(body),
    buildTransaction: ({ body }) => buildTransaction(desk, body),
    finalizeTransaction: ({ body }) => finalizeTransaction(desk, body, finalized),
    submitTransaction: ({ body }) => submitTransaction(desk, body, finalized),
    getTransactionStatus: ({ body }) => getTransactionStatus(ledger, body),
  }
  const operation = (operationId: string, body: unknown): Answer | Promise<Answer> =>
    serveOperation(handlers, operationId, { body }, undefined, (name) =>
      gatewayError(501, `Not implemented: the sandbox does not serve ${name}`, {
        type: 'InternalServerError',
        exception: 'NotImplemented',
        cause: `${name} is an operation of the spec that the sandbox does not serve`,
      }),
    )
  // Every success names the ledger state it was answered at (the spec's status does; the other
  // answers are open objects, so the field is an addition clients may ignore). A status read at
  // an older state already names that one.
  const withLedgerState = (answer: Answer): Answer => {
    if (answer.status === 200 && answer.body !== undefined)
      answer.body = { ledger_state: ledger.ledgerState(), ...(answer.body as object) }
    return answer
  }
  return (request) => {
    const found = route(request.method, request.path)
    if ('reason' in found) {
      if (found.reason === 'unknown-path') return gatewayError(404, `No such path: ${request.path}`)
      return gatewayError(405, `Method ${request.method} is not allowed on ${request.path}; use POST`, undefined, {
        allow: found.allowed.join(', '),
      })
    }
    if (request.notJson !== undefined)
      return invalidRequest([{ path: '/body', message: `is not valid JSON (${request.notJson})` }])
    // The validator is given only the headers it reads, so that it does not walk all of them.
    const headers: Record<string, string | string[] | undefined> = {}
    for (const name of found.headers) headers[name] = request.headers[name]
    const issues = validator.validateRequest(found.operationId, { headers, body: request.body })
    if (issues.length > 0) return invalidRequest(issues)
    // Validated: every operation's body names its network.
    const body = request.body as { network_identifier: { network: string } }
    const network = body.network_identifier.network
    if (network !== 'localnet')
      return gatewayError(400, `Network not supported: ${network} (this gateway serves localnet)`, {
        type: 'NetworkNotSupportedError',
        networks_supported: ['localnet'],
      })
    const answer = operation(found.operationId, body)
    return answer instanceof Promise ? answer.then(withLedgerState) : withLedgerState(answer)
  }
}
