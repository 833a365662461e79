import { createNodeRestTransport, type NodeRestTransportOptions } from './createNodeRestTransport.js'
import { responseValidators } from './generated/responseValidators.gen.js'
import type { NodeRestClient } from './NodeRestClient.js'

/**
 * Options of {@link createNodeRestClient}: those of {@link createNodeRestTransport} (`baseUrl`,
 * `credentials`, `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and
 * `validateResponses` (default `true`: every answer is checked against the spec).
 *
 * @example
 * const options: NodeRestClientOptions = { baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } }
 */
export type NodeRestClientOptions = Omit<NodeRestTransportOptions, 'validators'> & {
  /** Check every answer against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * Creates a node REST API client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason;
 * `validateResponses: false` turns it off). Pass it as `client` to the generated operations.
 * Credentials (`credentials` or `http://user:pass@host`) go only to the restricted operations.
 * For the smallest bundle use `createNodeRestTransport` instead.
 *
 * @example
 * import { createNodeRestClient, getModules, ping } from '@ledgernet/node-rest-client'
 * const client = createNodeRestClient({ baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } })
 * const { response } = await ping({ client })
 * const { modules } = await getModules({ client })
 */
export function createNodeRestClient(options: NodeRestClientOptions): NodeRestClient {
  const { validateResponses = true, ...rest } = options
  return createNodeRestTransport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
}
