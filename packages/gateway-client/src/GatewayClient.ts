import type { SdkClient } from '@ledgernet/transport'
import type { GatewayNetwork, KnownGatewayNetwork } from './GatewayNetwork.js'
import type { apiId } from './generated/operations.gen.js'

/**
 * A Gateway API 1.0 client, what every generated operation takes as `client`
 * (`deriveToken({ client, body })`): it sends through a ledgernet transport and knows the network
 * it serves, which it supplies as `network_identifier` to every operation whose request has it.
 * `createGatewayClient` makes one that checks answers against the spec,
 * `createGatewayTransport` a lean one. `Network` is the network it was made for, as given: by
 * default a known one; a client of another network is a `GatewayClient<{ readonly name: 'devnet' }>`
 * (every generated operation takes it; the flows do not).
 *
 * @example
 * const client: GatewayClient = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export interface GatewayClient<Network extends GatewayNetwork = KnownGatewayNetwork> extends SdkClient {
  /** The Gateway API: another API's functions do not take this client. */
  readonly api: typeof apiId
  readonly network: Network
}
