import { InvalidArgumentError } from '@ledgernet/errors'
import { base64 } from '@scure/base'

/**
 * The `Authorization` value of HTTP Basic authentication (RFC 7617): `Basic ` and the base64
 * (`@scure/base`) of the UTF-8 bytes of `user:password`, so it runs in browsers and non-ASCII
 * credentials work (plain `btoa` would throw on them).
 *
 * @example
 * basicAuthHeader('admin', 'secret') // 'Basic YWRtaW46c2VjcmV0'
 */
export function basicAuthHeader(username: string, password: string): string {
  // RFC 7617: the user-id cannot contain a colon, the server would split it wrongly.
  if (username.includes(':')) throw new InvalidArgumentError('username', 'must not contain ":"')
  return `Basic ${base64.encode(new TextEncoder().encode(`${username}:${password}`))}`
}
