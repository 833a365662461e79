/**
 * What a body reader throws when an answer passes the response size limit: the size announced
 * (`Content-Length`, before anything was read) or read so far, in bytes, and the answer's status.
 * Internal: the transport turns it into an `InvalidResponseError` with `reason: 'TOO_LARGE'`,
 * naming its operation.
 */
export class BodyTooLarge extends Error {
  readonly size: number
  readonly status: number

  constructor(size: number, status: number) {
    super(`the body is larger than the limit (${size} bytes)`)
    this.size = size
    this.status = status
  }
}
