/**
 * The network a gateway serves (`network_identifier.network`): a known network by its name —
 * `'mainnet'`, `'stokenet'`, `'localnet'`, so that a misspelt one (`'localnett'`) does not compile —
 * or another network as an object naming it (`{ name: 'devnet' }`, lower case,
 * `^[a-z][a-z0-9_-]{0,31}$`). `@ledgernet/crypto`'s network objects (`networks.localnet`) are
 * accepted as they are.
 *
 * @example
 * const network: GatewayNetwork = 'localnet'
 * const custom: GatewayNetwork = { name: 'devnet' }
 */
export type GatewayNetwork = 'mainnet' | 'stokenet' | 'localnet' | { readonly name: string }

/**
 * A known network, by name or as an object with that name: what a {@link GatewayClient} is for
 * unless its type says otherwise, and what the flows of `@ledgernet/flows` sign for (the
 * transaction format has an id for these networks only).
 *
 * @example
 * const network: KnownGatewayNetwork = { name: 'stokenet' }
 */
export type KnownGatewayNetwork =
  | 'mainnet'
  | 'stokenet'
  | 'localnet'
  | { readonly name: 'mainnet' | 'stokenet' | 'localnet' }
