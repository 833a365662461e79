import type { SdkClient } from '@ledgernet/transport'
import type { apiId } from './generated/operations.gen.js'

/**
 * A node REST API client, what every generated operation takes as `client`
 * (`getSystem({ client })`). It sends the Basic credentials it was given only to the restricted
 * operations (`getNodeMass`, `getModules`, `closeWebsockets`). `createNodeRestClient` makes one
 * that checks answers against the spec, `createNodeRestTransport` a lean one.
 *
 * @example
 * const client: NodeRestClient = createNodeRestClient({ baseUrl: 'http://127.0.0.1:3333' })
 */
export type NodeRestClient = SdkClient & { readonly api: typeof apiId }
