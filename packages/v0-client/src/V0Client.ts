import type { SdkClient } from '@ledgernet/transport'
import type { apiId } from './generated/operations.gen.js'

/**
 * A Gateway API v0 client, what every generated operation takes as `client`
 * (`getEpoch({ client })`). `createV0Client` makes one that checks answers against the spec,
 * `createV0Transport` a lean one.
 *
 * @example
 * const client: V0Client = createV0Client({ baseUrl: 'http://127.0.0.1:8080' })
 */
export type V0Client = SdkClient & { readonly api: typeof apiId }
