import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The `Authorization` value of HTTP Basic authentication (RFC 7617): `Basic ` and the base64
 * of the UTF-8 bytes of `user:password`. Web APIs only (`TextEncoder`, `btoa`), so it runs in
 * browsers; non-ASCII credentials work (plain `btoa` would throw on them).
 *
 * @example
 * basicAuthHeader('admin', 'secret') // 'Basic YWRtaW46c2VjcmV0'
 */
export function basicAuthHeader(username: string, password: string): string {
  // RFC 7617: the user-id cannot contain a colon, the server would split it wrongly.
  if (username.includes(':')) throw new InvalidArgumentError('username', 'must not contain ":"')
  return `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)))}`
}
