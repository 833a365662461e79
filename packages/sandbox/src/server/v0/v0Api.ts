import type { OperationHandlers } from '@ledgernet/v0-client'
import type { Ledger } from '../../ledger/Ledger.js'
import type { Answer, ApiRequest } from '../Answer.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { routeTable } from '../routeTable.js'
import { serveOperation } from '../serveOperation.js'
import { getComponent } from './getComponent.js'
import { getNonFungible } from './getNonFungible.js'
import { getPackage } from './getPackage.js'
import { getResource } from './getResource.js'
import { getTransactionReceipt } from './getTransactionReceipt.js'
import { submitNotarizedTransaction } from './submitNotarizedTransaction.js'
import { v0Error } from './v0Error.js'

/**
 * The Gateway API v0 (`specs/gateway-v0.openapi.yaml`) over the sandbox's ledger: the same
 * accounts and tokens as the Gateway API, seen as components, vaults and resources. Requests are
 * validated against the spec; a violation is 400 naming the field.
 *
 * @example
 * const v0 = createV0Api(ledger)
 * v0({ method: 'POST', path: '/v0/state/epoch', headers: {}, body: undefined, bodyLength: 0 }) // { status: 200, body: { epoch: 0 } }
 */
export function createV0Api(ledger: Ledger): (request: ApiRequest) => Answer | Promise<Answer> {
  const validator = precompiledValidators.v0()
  const route = routeTable(validator)
  // The spec's handler map: an operation missing here, or an answer the spec does not declare, does not compile.
  const handlers: OperationHandlers = {
    submitNotarizedTransaction: ({ body }) => submitNotarizedTransaction(ledger, body),
    getTransactionReceipt: ({ body }) => getTransactionReceipt(ledger, body),
    getEpoch: () => ({ status: 200, body: { epoch: ledger.epoch } }),
    getPackage: ({ body }) => getPackage(body),
    getComponent: ({ body }) => getComponent(ledger, body),
    getResource: ({ body }) => getResource(ledger, body),
    getNonFungible: ({ body }) => getNonFungible(ledger, body),
  }
  return (request) => {
    const found = route(request.method, request.path)
    if ('reason' in found) {
      if (found.reason === 'unknown-path') return v0Error(404, `no such path: ${request.method} ${request.path}`)
      return v0Error(405, `${request.method} is not allowed on ${request.path}; allowed: ${found.allowed.join(', ')}`, {
        allow: found.allowed.join(', '),
      })
    }
    if (request.notJson !== undefined) return v0Error(400, `body: not valid JSON (${request.notJson})`)
    const issues = validator.validateRequest(found.operationId, { headers: request.headers, body: request.body })
    if (issues.length > 0)
      return v0Error(400, issues.map((issue) => `${fieldOf(issue.path)}: ${issue.message}`).join('; '))
    // Validated: the body is the spec's request of the operation.
    return serveOperation(handlers, found.operationId, { body: request.body }, undefined, (name) =>
      v0Error(501, `not implemented: the sandbox does not serve ${name}`),
    )
  }
}

/** `/body/resource_address` → `resource_address`, `/body` → `body`, `/headers/content-type` → `content-type`. */
function fieldOf(path: string): string {
  if (path === '/body' || path === '') return 'body'
  return path.replace(/^\/(body|headers)\//, '').replace(/\//g, '.')
}
