import type { SdkOptions, TDataShape } from '@ledgernet/transport'
import type { SuppliedField } from './generated/operations.gen.js'

export type { TDataShape } from '@ledgernet/transport'

import type { GatewayClient } from './GatewayClient.js'
import type { GatewayNetwork } from './GatewayNetwork.js'

/**
 * The client the generated operations take: a Gateway API client of any network.
 *
 * @example
 * const client: Client = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: { name: 'devnet' } })
 */
export type Client = GatewayClient<GatewayNetwork>

/**
 * What the generated SDK's functions take besides `client`: the request body as the spec types
 * it, without `network_identifier` (the client supplies it), and the call options.
 *
 * @example
 * const options: Options<DeriveTokenData> = { body: { public_key: { hex }, symbol: 'gold' }, timeout: 5_000 }
 */
export type Options<
  TData extends TDataShape = TDataShape,
  _ThrowOnError extends boolean = boolean,
  _TResponse = unknown,
> = SdkOptions<TData, SuppliedField>
