import type { Issue } from './Issue.js'
import { TransportError } from './TransportError.js'

/**
 * Why an answer is not trusted, as a code: `NOT_JSON` (the body does not parse), `SCHEMA_MISMATCH`
 * (JSON that the spec's schema for that status refuses; `issues` says where).
 *
 * @example
 * const reason: InvalidResponseReason = 'NOT_JSON'
 */
export type InvalidResponseReason = 'NOT_JSON' | 'SCHEMA_MISMATCH'

/**
 * A success answer the client cannot trust: not JSON (`reason: 'NOT_JSON'`), or JSON that does
 * not match the spec's schema for that status (`reason: 'SCHEMA_MISMATCH'`, with the `issues`).
 * `body` is the parsed JSON, or the text when it is not JSON. The message says what is wrong.
 *
 * @example
 * try {
 *   await deriveToken({ client, body: request })
 * } catch (error) {
 *   if (error instanceof InvalidResponseError) console.log(error.reason, error.issues)
 * }
 */
export class InvalidResponseError extends TransportError<'INVALID_RESPONSE'> {
  override name = 'InvalidResponseError' as const
  declare readonly url: string
  declare readonly status: number
  declare readonly reason: InvalidResponseReason
  declare readonly issues: readonly Issue[]
  declare readonly body: unknown

  constructor(params: {
    operation: string
    url: string
    status: number
    reason: InvalidResponseReason
    issues?: readonly Issue[]
    body: unknown
  }) {
    super(
      `failed: the answer (HTTP ${params.status}) ${
        params.reason === 'SCHEMA_MISMATCH'
          ? `does not match the spec: ${params.issues!.map((issue) => `${issue.path || '/'} ${issue.message}`).join('; ')}`
          : 'is not JSON'
      }`,
      'INVALID_RESPONSE',
      { issues: [], ...params },
    )
  }
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes {
    INVALID_RESPONSE: InvalidResponseError
  }
}
