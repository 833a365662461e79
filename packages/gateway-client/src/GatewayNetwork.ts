/**
 * The name of the network a gateway serves (`network_identifier.network`): lower case,
 * `^[a-z][a-z0-9_-]{0,31}$`. The well-known ones autocomplete; others are accepted.
 *
 * @example
 * const network: GatewayNetwork = 'localnet'
 */
export type GatewayNetwork = 'mainnet' | 'stokenet' | 'localnet' | (string & {})
