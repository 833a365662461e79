import type { Ledger } from '../../ledger/Ledger.js'
import type { Answer, ApiRequest } from '../Answer.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { routeTable } from '../routeTable.js'
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
    const body = request.body
    switch (found.operationId) {
      case 'submitNotarizedTransaction':
        return submitNotarizedTransaction(ledger, body as Parameters<typeof submitNotarizedTransaction>[1])
      case 'getTransactionReceipt':
        return getTransactionReceipt(ledger, body as Parameters<typeof getTransactionReceipt>[1])
      case 'getEpoch':
        return { status: 200, body: { epoch: ledger.epoch } }
      case 'getPackage':
        return getPackage(body as Parameters<typeof getPackage>[0])
      case 'getComponent':
        return getComponent(ledger, body as Parameters<typeof getComponent>[1])
      case 'getResource':
        return getResource(ledger, body as Parameters<typeof getResource>[1])
      case 'getNonFungible':
        return getNonFungible(ledger, body as Parameters<typeof getNonFungible>[1])
      default:
        throw new Error(`the v0 spec has an operation the sandbox does not serve: ${found.operationId}`)
    }
  }
}

/** `/body/resource_address` → `resource_address`, `/body` → `body`, `/headers/content-type` → `content-type`. */
function fieldOf(path: string): string {
  if (path === '/body' || path === '') return 'body'
  return path.replace(/^\/(body|headers)\//, '').replace(/\//g, '.')
}
