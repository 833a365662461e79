import { createHttpTransport, createSdkClient, type HttpTransportOptions } from '@ledgernet/transport'
import { apiId } from './generated/operations.gen.js'
import type { V0Client } from './V0Client.js'

/**
 * Options of {@link createV0Transport}: the gateway's `baseUrl` (the bare host; the paths carry
 * `/v0`), and the transport's options (`fetch`, `headers`, `timeout` 10 s, `retry`,
 * `onRequest`, `onResponse`, `validators`).
 *
 * @example
 * const options: V0TransportOptions = { baseUrl: 'http://127.0.0.1:8080', timeout: 5_000 }
 */
export type V0TransportOptions = Omit<HttpTransportOptions, 'authorization'>

/**
 * Creates a lean Gateway API v0 client for the generated operations (`getEpoch({ client })`,
 * `getTransactionReceipt({ client, body: { intent_hash } })`), which tree-shake. Answers are
 * typed JSON, not checked against the spec unless `validators` (from
 * `@ledgernet/v0-client/validators`) are given.
 *
 * @example
 * import { createV0Transport, getEpoch } from '@ledgernet/v0-client'
 * const v0 = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
 * const { epoch } = await getEpoch({ client: v0 })
 */
export function createV0Transport(options: V0TransportOptions): V0Client {
  return createSdkClient({ transport: createHttpTransport(options), api: apiId })
}
