import type { RequestBody } from './RequestBody.js'
/** One request of a call as it goes out: where, how, with which headers and body. */
export type Hop = {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: RequestBody | undefined
}

/** Headers that describe a body: they go when the body goes. */
const bodyHeaders = ['content-type', 'content-encoding', 'content-language', 'content-location']

/**
 * The request a redirect answer (`status` 301, 302, 303, 307 or 308; `location`) leads to, by the Fetch standard's rules
 * (HTTP-redirect fetch): 303, and 301/302 after a POST, become a GET without a body (and without
 * the headers that describe one); 307 and 308 keep the method and the body (a string: it can be
 * sent again). To another origin (scheme, host or port) only the headers `kept` names go: the
 * protocol's own (`accept`, the spec's fixed headers), never `authorization`, cookies or an API
 * key the caller added. A location that is not an http(s) URL, or that carries credentials, is not
 * followed: the answer is a string saying why.
 *
 * @example
 * const next = redirectedHop(hop, 307, '/v2/transaction/submit', (name) => name === 'accept')
 */
export function redirectedHop(
  hop: Hop,
  status: number,
  location: string,
  kept: (name: string) => boolean,
): Hop | string {
  let url: URL
  try {
    url = new URL(location, hop.url)
  } catch {
    return 'its Location is not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `its Location is a ${url.protocol} URL`
  // A server that puts credentials in the URL would have them sent: the Fetch standard refuses it across origins, we always.
  if (url.username || url.password) return 'its Location carries credentials'
  url.hash = ''
  const toGet = status === 303 ? hop.method !== 'GET' && hop.method !== 'HEAD' : status <= 302 && hop.method === 'POST'
  const sameOrigin = url.origin === new URL(hop.url).origin
  const headers = new Headers()
  hop.headers.forEach((value, name) => {
    if ((sameOrigin || kept(name)) && !(toGet && bodyHeaders.includes(name))) headers.set(name, value)
  })
  return {
    url: url.href,
    method: toGet ? 'GET' : hop.method,
    headers,
    body: toGet ? undefined : hop.body,
  }
}
