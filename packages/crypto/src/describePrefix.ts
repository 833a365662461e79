import { allNetworks, type Network } from './networks.js'
import { v0Entities } from './v0Entity.js'

/**
 * Says what a Bech32 or Bech32m prefix belongs to, so that an error can tell "this is a stokenet
 * validator address" or "this is a v0 account address" rather than only "wrong prefix". Prefixes
 * are public data.
 */
export function describePrefix(hrp: string): string {
  for (const network of allNetworks) {
    const v0Entity = v0Entities.find((entity) => hrp === `${entity}_${network.v0Suffix}`)
    const kind = v0Entity
      ? `v0 ${v0Entity} address`
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
