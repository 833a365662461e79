import { toFragment } from '@ledgernet/transport'
import { listMethods } from './listMethods.js'
import { listOperations } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import { headerSchemaTokens, requestBodySchemaTokens } from './openApiValidatorFrom.js'
import { requestSchemaId } from './schemaViews.js'

/**
 * The references of every schema a server checks requests with, in document order: for an
 * OpenAPI document each operation's JSON request body and header parameters, for an OpenRPC
 * document each method's params — exactly the ones `validateRequest` and `validateRpcParams`
 * ask their schema source for. `ledgernet-codegen validators` precompiles these.
 *
 * @example
 * requestSchemaRefs(loadSpec('node-rest'), 'node-rest')
 * // ['node-rest#/paths/~1api~1system~1modules/…/schema', …]
 */
export function requestSchemaRefs(document: SpecDocument, id: string): string[] {
  const tokens: (string | number)[][] = []
  if (typeof document.openrpc === 'string') {
    for (const method of listMethods(document)) for (const param of method.params) tokens.push(param.schemaTokens)
  } else {
    for (const operation of listOperations(document)) {
      const body = requestBodySchemaTokens(operation)
      if (body) tokens.push(body)
      for (const header of headerSchemaTokens(operation)) if (header.tokens) tokens.push(header.tokens)
    }
  }
  const schemaId = typeof document.openrpc === 'string' ? id : requestSchemaId(id, document)
  return [...new Set(tokens.map((entry) => `${schemaId}${toFragment(entry)}`))]
}
