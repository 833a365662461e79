import type { MetadataEntry } from '@ledgernet/transaction'

/**
 * A fungible resource: the native token or a token created through the Gateway API, JSON-RPC or
 * v0. `id` is the 26-byte hash shared by its rri and its v0 resource address (26 zero bytes for
 * the native token), as hex.
 *
 * @example
 * const gold: FungibleResource = {
 *   kind: 'fungible', id: '5ec8…', rri: 'gold_dr1q…', symbol: 'gold', name: 'Gold', description: '',
 *   iconUrl: '', url: '', metadata: [{ key: 'name', value: 'Gold' }], isSupplyMutable: false,
 *   ownerKey: '03ec3e…', native: false,
 * }
 */
export type FungibleResource = {
  kind: 'fungible'
  id: string
  rri: string
  symbol: string
  name: string
  description: string
  iconUrl: string
  url: string
  /** The v0 view of the properties, sorted by key. */
  metadata: readonly MetadataEntry[]
  isSupplyMutable: boolean
  /** The owner's compressed public key (hex); absent for the native token, which nobody owns. */
  ownerKey?: string
  native: boolean
}

/**
 * A non-fungible resource (v0 only). `id` is the last 26 bytes of SHA-256d(intent hash ‖ u16
 * instruction index) as hex.
 *
 * @example
 * const tickets: NonFungibleResource = { kind: 'nonFungible', id: '204bf4…', ownerKey: '03ec3e…', metadata: [] }
 */
type NonFungibleResource = {
  kind: 'nonFungible'
  id: string
  ownerKey: string
  metadata: readonly MetadataEntry[]
}

/**
 * A resource of the ledger.
 *
 * @example
 * const isToken = (resource: Resource) => resource.kind === 'fungible'
 */
export type Resource = FungibleResource | NonFungibleResource

/**
 * One non-fungible unit: its id within its resource, its data and the account holding it.
 *
 * @example
 * const ticket: NonFungibleUnit = { idHex: '01', immutableData: '', mutableData: '00', holder: '0823…', deleted: false }
 */
export type NonFungibleUnit = {
  idHex: string
  immutableData: string
  mutableData: string
  /** The holding account (26-byte account hash, hex). */
  holder: string
  deleted: boolean
}
