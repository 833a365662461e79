import { allNetworks, type Network } from './networks.js'

/**
 * Says what a Bech32 or Bech32m prefix belongs to, so that an error can tell "this is a stokenet
 * validator address" or "this is a v0 account address" rather than only "wrong prefix". Prefixes
 * are public data.
 */
export function describePrefix(hrp: string): string {
  for (const network of allNetworks) {
    // As a token identifier is known by its suffix, a v0 address is by its own (`account_sim`).
    const v0Suffix = `_${network.v0Suffix}`
    const kind = hrp.endsWith(v0Suffix)
      ? `v0 ${hrp.slice(0, -v0Suffix.length)} address`
      : hrp === network.accountHrp
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
