import type { Issue } from './Issue.js'
import { TransportError } from './TransportError.js'

/**
 * Why an answer is not trusted, as a code: `NOT_JSON` (the body does not parse), `SCHEMA_MISMATCH`
 * (JSON that the spec's schema for that status refuses, or a field a flow reads is missing or of
 * another type; `issues` says where), `TOO_LARGE` (the body passed the response size limit: `limit`
 * and `size`), `TOO_DEEP` (arrays and objects nested beyond 64 levels), `NUMBER_OUT_OF_RANGE` (a
 * number of more than 64 characters, or beyond a double's range).
 *
 * @example
 * const reason: InvalidResponseReason = 'NOT_JSON'
 */
export type InvalidResponseReason = 'NOT_JSON' | 'SCHEMA_MISMATCH' | 'TOO_LARGE' | 'TOO_DEEP' | 'NUMBER_OUT_OF_RANGE'

/**
 * An answer the client cannot read or trust: not JSON (`reason: 'NOT_JSON'`), JSON that does not
 * match the spec's schema for that status (`'SCHEMA_MISMATCH'`, with the `issues`), a body larger
 * than the response size limit (`'TOO_LARGE'`: `limit` and the `size` seen, in bytes — the
 * announced `Content-Length`, or what had arrived when reading stopped), or JSON beyond the bounds
 * every answer is held to (`'TOO_DEEP'`, `'NUMBER_OUT_OF_RANGE'`, with the `issues` naming where).
 * `body` is the parsed JSON, or the text when it is not JSON (nothing for the last three). The
 * message says what is wrong.
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
  /** `TOO_LARGE`: the response size limit, in bytes. */
  declare readonly limit?: number
  /** `TOO_LARGE`: the body's size as announced (`Content-Length`) or as far as it was read, in bytes. */
  declare readonly size?: number

  constructor(params: {
    operation: string
    url: string
    status: number
    reason: InvalidResponseReason
    issues?: readonly Issue[]
    body: unknown
    limit?: number
    size?: number
  }) {
    const { reason, status } = params
    const problem =
      reason === 'NOT_JSON'
        ? 'is not JSON'
        : reason === 'TOO_LARGE'
          ? `is larger than the response size limit of ${params.limit} bytes (${params.size} bytes)`
          : `${reason === 'SCHEMA_MISMATCH' ? 'does not match the spec' : 'is beyond the bounds of an answer'}: ${params
              .issues!.map((issue) => `${issue.path || '/'} ${issue.message}`)
              .join('; ')}`
    super(`failed: the answer (HTTP ${status}) ${problem}`, 'INVALID_RESPONSE', { issues: [], ...params })
  }
}
