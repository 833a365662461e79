import { type Network, networks } from '@ledgernet/crypto'
import { bech32, bech32m } from '@scure/base'

/**
 * The network a "wrong network" probe uses: the first of mainnet, stokenet, localnet that is not
 * the one under test.
 *
 * @example
 * otherNetwork(networks.localnet).name // 'mainnet'
 */
export function otherNetwork(network: Network): Network {
  return [networks.mainnet, networks.stokenet, networks.localnet].find((candidate) => candidate.name !== network.name)!
}

/**
 * The same value written for another network, when the value is bound to `network`: an account
 * address (`ddx1…` → `rdx1…`), a token rri (`gold_dr1…` → `gold_rr1…`), a v0 address
 * (`account_sim1…` → `account_rdx1…`), or the network's name in a `network` field. Checksums are
 * recomputed, so the result is well-formed and only its network is wrong. `undefined` for any
 * other value. `other` defaults to {@link otherNetwork}.
 *
 * @example
 * otherNetworkValue('xrd_dr1qyrs8qwl', 'rri', networks.localnet) // 'xrd_rr1qy5wfsfh'
 */
export function otherNetworkValue(
  value: string,
  key: string,
  network: Network,
  other: Network = otherNetwork(network),
): string | undefined {
  if (key === 'network' && value === network.name) return other.name
  const separator = value.lastIndexOf('1')
  if (separator < 1) return undefined
  const hrp = value.slice(0, separator)
  if (hrp === network.accountHrp) return reencode(bech32, value, other.accountHrp)
  if (hrp.endsWith(network.rriSuffix) && /^[a-z0-9]{1,35}$/.test(hrp.slice(0, -network.rriSuffix.length)))
    return reencode(bech32, value, `${hrp.slice(0, -network.rriSuffix.length)}${other.rriSuffix}`)
  const v0 = /^(package|component|account|resource|system)_(.+)$/.exec(hrp)
  if (v0 && v0[2] === network.v0Suffix) return reencode(bech32m, value, `${v0[1]}_${other.v0Suffix}`)
  return undefined
}

/**
 * A spec example moved to the network under test: every value bound to the examples' network
 * (localnet) rewritten for `network`, everything else kept. Blobs and signatures cannot move (they
 * sign their network) and stay as they are.
 *
 * @example
 * onNetwork({ network_identifier: { network: 'localnet' } }, networks.mainnet) // { network_identifier: { network: 'mainnet' } }
 */
export function onNetwork(example: unknown, network: Network, from: Network = networks.localnet): unknown {
  if (network.name === from.name) return example
  const move = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return otherNetworkValue(value, key, from, network) ?? value
    if (Array.isArray(value)) return value.map((item) => move(item, key))
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, move(item, name)]))
    return value
  }
  return move(example, '')
}

function reencode(coder: typeof bech32, value: string, hrp: string): string | undefined {
  try {
    const { words } = coder.decode(value as `${string}1${string}`, 90)
    return coder.encode(hrp, words, 90)
  } catch {
    return undefined
  }
}
