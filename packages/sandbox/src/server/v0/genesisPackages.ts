import { bytesToHex, sha256d } from '@ledgernet/crypto'

/**
 * The packages that exist from genesis: their blueprints are built into the ledger, and their
 * code is the UTF-8 of `native:<name>` (`specs/gateway-v0.openapi.yaml`, getPackage). Keyed by
 * the 26 bytes of their address (hex), the last 26 bytes of SHA-256d(UTF-8 name).
 *
 * @example
 * genesisPackages.get(packageId)?.blueprints // ['Account']
 */
export const genesisPackages: ReadonlyMap<string, { name: string; codeHex: string; blueprints: readonly string[] }> =
  new Map(
    [
      { name: 'account', blueprints: ['Account'] },
      { name: 'resource', blueprints: ['FungibleResourceManager', 'NonFungibleResourceManager'] },
      { name: 'epoch_manager', blueprints: ['EpochManager'] },
    ].map(({ name, blueprints }) => {
      const utf8 = new TextEncoder().encode(name)
      return [
        bytesToHex(sha256d(utf8).subarray(6)),
        { name, codeHex: bytesToHex(new TextEncoder().encode(`native:${name}`)), blueprints },
      ]
    }),
  )
