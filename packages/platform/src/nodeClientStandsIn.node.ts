/// <reference types="node" />
import { channel } from 'node:diagnostics_channel'
import { createRequire } from 'node:module'
import { types } from 'node:util'

/** Where undici (Node's fetch, and the `undici` package) keeps the global dispatcher. */
const dispatcherKey = Symbol.for('undici.globalDispatcher.1')
type Global = typeof globalThis & { [dispatcherKey]?: unknown }

/**
 * Node's own dispatcher, when this module could see it made: reading `Headers` loads Node's fetch,
 * which sets its default dispatcher (a plain `Agent`) unless one is set already.
 */
const nodeDispatcher = (() => {
  if ((globalThis as Global)[dispatcherKey] !== undefined) return undefined
  void globalThis.Headers
  return (globalThis as Global)[dispatcherKey]
})()

/**
 * Whether a dispatcher is a plain undici `Agent` as Node makes its default: no proxy, mock,
 * interceptor, TLS or connection option — one that sends a request as Node's own client does.
 * Read from what undici keeps on it (its options and factory); anything else, or anything this
 * cannot read, is the user's setup.
 */
function isPlainAgent(dispatcher: unknown): boolean {
  if (typeof dispatcher !== 'object' || dispatcher === null || types.isProxy(dispatcher)) return false
  if (dispatcher.constructor?.name !== 'Agent' || Object.hasOwn(dispatcher, 'dispatch')) return false
  let options: object | undefined
  for (const key of Object.getOwnPropertySymbols(dispatcher)) {
    const value = (dispatcher as Record<symbol, unknown>)[key]
    if (key.description === 'options') options = value as object
    else if (key.description === 'factory' && (value as { name?: string })?.name !== 'defaultFactory') return false
  }
  return (
    options !== undefined &&
    Object.entries(options).every(
      ([name, value]) => value === undefined || (name === 'maxOrigins' && value === Infinity),
    )
  )
}

/** Whether a function is Node's own: its source is Node's (an interceptor's, or a Proxy's `[native code]`, is not). */
const isNodes = (fn: unknown, source: RegExp) =>
  typeof fn === 'function' && source.test(Function.prototype.toString.call(fn))
const nodeFetchSource = /require\('internal\/deps\/undici\/undici'\)/
const requestSource = /\bClientRequest\b/
const clientRequestSource = /^function ClientRequest\(/

const require = createRequire(import.meta.url)
// The CommonJS face of node:http (what an interceptor patches); an ES import's names are copies.
const http = require('node:http') as typeof import('node:http')
// Subscribers of undici's request channel (tracing, e.g. OpenTelemetry) see what Node's fetch sends, not Node's own client.
const undiciRequests = channel('undici:request:create')

// The last value seen of each and what it was found to be: a check is an identity comparison until one changes.
let seenDispatcher: unknown = nodeDispatcher
let plainDispatcher = true
let seenFetch: unknown
let nodesFetch = false
let seenRequest: unknown
let nodesRequest = false
let seenHttpsRequest: unknown
let nodesHttpsRequest = false
let seenClientRequest: unknown
let nodesClientRequest = false

/**
 * Whether Node's own HTTP client may stand in for the global fetch for a request to `url`: only
 * while a request through that fetch would go straight to the network as Node's client sends it.
 * It steps aside (the caller uses the global fetch) when the user has set anything up that the
 * global fetch honours and Node's client would bypass, whenever it was set up, before this module
 * loaded or after: a global fetch that is not Node's own (MSW, nock, a test double); a global
 * dispatcher that is not a plain `Agent` (`ProxyAgent`, `EnvHttpProxyAgent` — which Node itself
 * installs for `HTTP_PROXY`/`HTTPS_PROXY`/`NO_PROXY` where it honours them, `NODE_USE_ENV_PROXY` —
 * `MockAgent`, an agent with TLS or interceptors); `node:http`'s or `node:https`'s request
 * functions replaced (an interceptor of Node's client); a subscriber of undici's request channel
 * (tracing). Each is an identity comparison while nothing changes.
 *
 * @example
 * const response = nodeClientStandsIn(url) ? await nodeFetch(url, init) : await fetch(url, init)
 */
export function nodeClientStandsIn(url: string): boolean {
  const { fetch } = globalThis
  if (fetch !== seenFetch) {
    seenFetch = fetch
    nodesFetch = isNodes(fetch, nodeFetchSource)
  }
  const dispatcher = (globalThis as Global)[dispatcherKey]
  if (dispatcher !== seenDispatcher) {
    seenDispatcher = dispatcher
    plainDispatcher = isPlainAgent(dispatcher)
  }
  if (http.request !== seenRequest) {
    seenRequest = http.request
    nodesRequest = isNodes(http.request, requestSource)
  }
  if (http.ClientRequest !== seenClientRequest) {
    seenClientRequest = http.ClientRequest
    nodesClientRequest = isNodes(http.ClientRequest, clientRequestSource)
  }
  if (!(nodesFetch && plainDispatcher && nodesRequest && nodesClientRequest) || undiciRequests.hasSubscribers)
    return false
  if (!url.startsWith('https:')) return true
  const { request } = require('node:https') as typeof import('node:https')
  if (request !== seenHttpsRequest) {
    seenHttpsRequest = request
    nodesHttpsRequest = isNodes(request, requestSource)
  }
  return nodesHttpsRequest
}
