import { allNetworks } from './networks.js'

const V0_ENTITIES = ['package', 'component', 'account', 'resource', 'system']

/**
 * Says what a Bech32 prefix belongs to, so an error can tell "this is a validator address" or
 * "this is a stokenet token" instead of only "wrong prefix". Prefixes are public data.
 */
export function describePrefix(hrp: string): string {
  for (const network of allNetworks) {
    if (hrp === network.accountHrp) return `has prefix "${hrp}", the prefix of ${network.name} account addresses`
    if (hrp === network.validatorHrp) {
      return `has prefix "${hrp}", the prefix of ${network.name} validator addresses`
    }
    if (hrp === network.nodeHrp) return `has prefix "${hrp}", the prefix of ${network.name} node addresses`
    if (hrp.endsWith(network.rriSuffix) && hrp.length > network.rriSuffix.length) {
      return `has prefix "${hrp}", the prefix of a ${network.name} token identifier (rri)`
    }
    for (const entity of V0_ENTITIES) {
      if (hrp === `${entity}_${network.v0Suffix}`) {
        return `has prefix "${hrp}", the prefix of ${network.name} v0 ${entity} addresses`
      }
    }
  }
  return `has the unknown prefix "${hrp}"`
}
