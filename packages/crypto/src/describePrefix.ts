import { allNetworks, type Network } from './networks.js'

/**
 * Says what a Bech32 prefix belongs to, so that an error can tell "this is a stokenet validator
 * address" rather than only "wrong prefix". Prefixes are public data. v0 prefixes are not listed:
 * a v0 address is Bech32m, refused by the Bech32 decoders before its prefix is looked at, and
 * `decodeV0Address` only asks about prefixes that are no v0 prefix.
 */
export function describePrefix(hrp: string): string {
  for (const network of allNetworks) {
    const kind =
      hrp === network.accountHrp
        ? 'account address'
        : hrp === network.validatorHrp
          ? 'validator address'
          : hrp === network.nodeHrp
            ? 'node address'
            : hrp.endsWith(network.rriSuffix)
              ? 'token identifier'
              : undefined
    if (kind) return `is a ${network.name} ${kind} ("${hrp}")`
  }
  return `has the unknown prefix "${hrp}"`
}

/**
 * The reason of a Bech32 string whose prefix is none of the `candidates`' (`prefixOf` writes
 * one): what its prefix is, then what was expected.
 */
export function wrongPrefix(
  hrp: string,
  candidates: readonly Network[],
  prefixOf: (network: Network) => string,
): string {
  return `${describePrefix(hrp)}; expected ${candidates.map((network) => `${network.name} ("${prefixOf(network)}")`).join(', ')}`
}
