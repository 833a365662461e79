import { describe, expect, it } from 'vitest'
import { listOperations, loadSpec, resolveRef, type SpecDocument } from '../src/index.js'

// OpenAPI links let stateful testers chain calls (build → finalize → submit → status, v0 submit
// → receipt). Each one must name an operation of its document, send only fields that operation's
// request declares, and read fields that the answer and the request really have.

/** The schema a JSON pointer reaches inside `schema` (through properties, `$ref` and `allOf`). */
function schemaAt(
  document: SpecDocument,
  schema: Record<string, any> | undefined,
  pointer: string,
): Record<string, any> | undefined {
  let current = resolveRef(document, schema)
  for (const token of pointer.split('/').filter(Boolean)) {
    const candidates = [current, ...(current?.allOf ?? []).map((part: unknown) => resolveRef(document, part))]
    current = resolveRef(document, candidates.find((candidate) => candidate?.properties?.[token])?.properties[token])
  }
  return current
}

for (const name of ['gateway', 'gateway-v0'] as const) {
  describe(`${name}: links`, () => {
    const document = loadSpec(name)
    const operations = listOperations(document)
    const links = operations.flatMap((operation) =>
      operation.responses.flatMap((response) =>
        Object.entries<Record<string, any>>(resolveRef(document, response.value).links ?? {}).map(([id, link]) => ({
          operation,
          response,
          id,
          link,
        })),
      ),
    )

    it('chains the calls whose answer feeds the next one', () => {
      expect(links.map(({ operation, link }) => `${operation.operationId} → ${link.operationId}`).sort()).toEqual(
        name === 'gateway'
          ? [
              'buildTransaction → finalizeTransaction',
              'finalizeTransaction → getTransactionStatus',
              'finalizeTransaction → submitTransaction',
              'submitTransaction → getTransactionStatus',
            ]
          : ['submitNotarizedTransaction → getTransactionReceipt'],
      )
    })

    for (const { operation, response, id, link } of links)
      it(`${operation.operationId} ${response.status} → ${id} reads and writes fields that exist`, () => {
        const target = operations.find((candidate) => candidate.operationId === link.operationId)
        expect(target, `operation ${link.operationId}`).toBeDefined()
        const requestSchema = resolveRef(document, target!.requestBody?.value).content['application/json'].schema
        const answerSchema = resolveRef(document, response.value).content['application/json'].schema
        const ownRequest = resolveRef(document, operation.requestBody?.value)?.content['application/json'].schema
        for (const [field, expression] of Object.entries<string>(link.requestBody)) {
          expect(schemaAt(document, requestSchema, field), `${link.operationId} takes ${field}`).toBeDefined()
          const [source, pointer] = expression.split('#')
          const from = source === '$response.body' ? answerSchema : source === '$request.body' ? ownRequest : undefined
          expect(from, `${expression} reads a body`).toBeDefined()
          expect(schemaAt(document, from, pointer!), `${expression} exists`).toBeDefined()
        }
      })
  })
}
