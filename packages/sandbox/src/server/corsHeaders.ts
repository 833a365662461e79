/**
 * The CORS headers of every answer, so that a web page on any origin can call the sandbox and
 * read what the specs put in headers.
 *
 * @example
 * response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' })
 */
export const corsHeaders: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Closed-Websockets, Retry-After, Allow, WWW-Authenticate, Content-Length',
})

/**
 * The answer to a preflight request (`OPTIONS` with `Access-Control-Request-Method`): every
 * method the specs use, the request headers they define, cached for a day.
 *
 * @example
 * if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) response.writeHead(204, preflightHeaders)
 */
export const preflightHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...corsHeaders,
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Authorization, X-Ledger-Target-Gw-Api',
  'access-control-max-age': '86400',
  'content-length': '0',
})
