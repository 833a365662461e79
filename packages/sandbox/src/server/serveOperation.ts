import type { Answer } from './Answer.js'

/**
 * Runs the handler of `operationId` from a spec's generated handler map (`OperationHandlers`)
 * with the validated request; an operation of the spec the map has no handler for answers what
 * `notServed` gives (501, naming it), never a 500.
 *
 * @example
 * serveOperation(handlers, 'deriveToken', { body }, undefined, (name) => v0Error(501, `${name} is not served`))
 */
export function serveOperation<THandlers extends object, TContext>(
  handlers: Partial<THandlers>,
  operationId: string,
  request: { body?: unknown; path?: unknown; query?: unknown },
  context: TContext,
  notServed: (operationId: string) => Answer,
): Answer | Promise<Answer> {
  const handler = (
    handlers as Record<string, ((request: unknown, context: TContext) => Answer | Promise<Answer>) | undefined>
  )[operationId]
  return handler ? handler(request, context) : notServed(operationId)
}
