import { InvalidArgumentError } from '@ledgernet/errors'
import {
  basicAuthHeader,
  createHttpTransport,
  createSdkClient,
  type HttpTransportOptions,
  splitUrlCredentials,
} from '@ledgernet/transport'
import { apiId } from './generated/operations.gen.js'
import type { NodeRestClient } from './NodeRestClient.js'

/**
 * HTTP Basic credentials of a node's restricted methods (mass, modules, closing websockets).
 *
 * @example
 * const credentials: NodeCredentials = { username: 'admin', password: 'secret' }
 */
export type NodeCredentials = { username: string; password: string }

/**
 * Options of {@link createNodeRestTransport}: the node's `baseUrl` (the bare host, e.g.
 * `http://127.0.0.1:3333`; `http://user:pass@host` also carries credentials), `credentials`,
 * and the transport's options (`fetch`, `headers`, `timeout` 10 s, `retry`, `onRequest`,
 * `onResponse`, `validators`).
 *
 * @example
 * const options: NodeRestTransportOptions = { baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } }
 */
export type NodeRestTransportOptions = Omit<HttpTransportOptions, 'authorization'> & {
  /** Sent as `Authorization: Basic …` to the restricted methods only. Default: those of `baseUrl`. */
  credentials?: NodeCredentials
}

/**
 * Creates a lean node REST API client, for the generated operations (`getSystem({ client })`,
 * `closeWebsockets({ client })`); answers are not checked against the spec unless `validators`
 * are given. Credentials — from `credentials` or the URL —
 * go only to the restricted methods, never to the open ones, and never appear in an error, a
 * URL or what hooks see. Throws `InvalidArgumentError` for malformed credentials or base URL.
 *
 * @example
 * import { createNodeRestTransport, getNodeMass } from '@ledgernet/node-rest-client'
 * const node = createNodeRestTransport({ baseUrl: 'http://admin:secret@127.0.0.1:3333' })
 * const mass = await getNodeMass({ client: node })
 */
export function createNodeRestTransport(options: NodeRestTransportOptions): NodeRestClient {
  const { credentials } = options
  if (credentials !== undefined)
    for (const field of ['username', 'password'] as const)
      if (typeof credentials?.[field] !== 'string')
        throw new InvalidArgumentError(`credentials.${field}`, 'must be a string')
  const fromUrl = splitUrlCredentials(options.baseUrl)
  const { username, password } = credentials ?? fromUrl
  const transport = createHttpTransport({
    ...options,
    baseUrl: fromUrl.url,
    ...(username === undefined ? {} : { authorization: basicAuthHeader(username, password ?? '') }),
  })
  return createSdkClient({ transport, api: apiId })
}
