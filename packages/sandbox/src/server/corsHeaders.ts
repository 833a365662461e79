/**
 * The CORS headers of every answer, so that a web page on any origin — a browser wallet — can
 * call the ledger interfaces and read what the specs put in headers. The sandbox sets no cookie
 * and reads none, so `*` lends a page no credential; the node REST methods that need one take
 * Basic credentials the page must be given. The test controls are not granted by this: they
 * answer only requests `controlsRefusal` admits (no foreign `Origin`).
 *
 * @example
 * response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' })
 */
export const corsHeaders: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Closed-Websockets, Retry-After, Allow, WWW-Authenticate, Content-Length',
})

/**
 * What the answer to a preflight request (`OPTIONS` with `Access-Control-Request-Method`) adds
 * to `corsHeaders`: every method the specs use, the request headers they define, cached for a
 * day. A preflight cannot see the call that follows it (a `ledger.*` method or a control): the
 * controls are refused when the call itself arrives.
 *
 * @example
 * response.writeHead(204, { ...corsHeaders, ...preflightHeaders, 'content-length': '0' })
 */
export const preflightHeaders: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Authorization, X-Ledger-Target-Gw-Api',
  'access-control-max-age': '86400',
})
