import { TransportError } from './TransportError.js'
import type { Issue } from './Issue.js'

/**
 * A success answer the client cannot trust: not JSON (`reason: 'not-json'`), or JSON that does
 * not match the spec's schema for that status (`reason: 'schema'`, with the `issues`). `body` is
 * the parsed JSON, or the text when it is not JSON.
 *
 * @example
 * try {
 *   await deriveToken({ client, body: request })
 * } catch (error) {
 *   if (error instanceof InvalidResponseError) console.log(error.reason, error.issues)
 * }
 */
export class InvalidResponseError extends TransportError {
  override name = 'InvalidResponseError'
  declare readonly url: string
  declare readonly status: number
  declare readonly reason: 'not-json' | 'schema'
  declare readonly issues: readonly Issue[]
  declare readonly body: unknown

  constructor(params: {
    operation: string
    url: string
    status: number
    reason: 'not-json' | 'schema'
    issues?: readonly Issue[]
    body: unknown
  }) {
    super(
      `failed: the answer (HTTP ${params.status}) ${
        params.reason === 'schema'
          ? `does not match the spec: ${params.issues!.map((issue) => `${issue.path || '/'} ${issue.message}`).join('; ')}`
          : 'is not JSON'
      }`,
      'INVALID_RESPONSE',
      { issues: [], ...params },
    )
  }
}
