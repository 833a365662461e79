import { createV0Transport, type V0TransportOptions } from './createV0Transport.js'
import { responseValidators } from './generated/responseValidators.gen.js'
import type { V0Client } from './V0Client.js'

/**
 * Options of {@link createV0Client}: those of {@link createV0Transport} (`baseUrl`, `fetch`,
 * `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and `validateResponses` (default
 * `true`: every answer is checked against the spec).
 *
 * @example
 * const options: V0ClientOptions = { baseUrl: 'http://127.0.0.1:8080', retry: { count: 5 } }
 */
export type V0ClientOptions = Omit<V0TransportOptions, 'validators'> & {
  /** Check every answer against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * Creates a Gateway API v0 client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason;
 * `validateResponses: false` turns it off). Pass it as `client` to the generated operations. For
 * the smallest bundle use `createV0Transport` instead.
 *
 * @example
 * import { createV0Client, getEpoch } from '@ledgernet/v0-client'
 * const client = createV0Client({ baseUrl: 'http://127.0.0.1:8080' })
 * const { epoch } = await getEpoch({ client })
 */
export function createV0Client(options: V0ClientOptions): V0Client {
  const { validateResponses = true, ...rest } = options
  return createV0Transport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
}
