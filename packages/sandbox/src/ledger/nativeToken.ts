import { nativeTokenRri } from '@ledgernet/crypto'
import type { FungibleResource } from './Resource.js'

/** The native token's resource id: 26 zero bytes, the payload of its v0 resource address. */
export const NATIVE_RESOURCE_ID = '00'.repeat(26)

/**
 * The native token `xrd` of the sandbox's localnet: it pays every fee and nobody owns it. Its
 * supply is mutable only in the sense that fees are burned; no transaction mints or burns it.
 *
 * @example
 * nativeToken.rri // 'xrd_dr1qyrs8qwl'
 */
export const nativeToken: FungibleResource = Object.freeze({
  kind: 'fungible',
  id: NATIVE_RESOURCE_ID,
  rri: nativeTokenRri('localnet'),
  symbol: 'xrd',
  name: 'Ledgernet native token',
  description: 'The native token of the ledgernet local network',
  iconUrl: '',
  url: '',
  metadata: Object.freeze([
    { key: 'description', value: 'The native token of the ledgernet local network' },
    { key: 'name', value: 'Ledgernet native token' },
  ]),
  isSupplyMutable: true,
  native: true,
}) as FungibleResource
