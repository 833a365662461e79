import { encodeBech32 } from '#bech32'
import { PublicKey, type PublicKeyInput } from '../keys/PublicKey.js'
import { decodeKeyAddress } from './keyAddress.js'
import { getNetwork, type Network, type NetworkInput } from './networks.js'

/** The type byte that starts an account address's payload (a public-key address). */
const ACCOUNT_TYPE = 0x04

/**
 * The account address of `publicKey` on `network`: Bech32(account hrp, 0x04 ‖ 33-byte key).
 *
 * @example
 * encodeAccountAddress('03f43fba6541031ef2195f5ba96677354d28147e45b40cde4662bec9162c361f55', 'mainnet')
 * // 'rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2'
 */
export function encodeAccountAddress(publicKey: PublicKeyInput, network: NetworkInput): string {
  return encodeBech32(
    getNetwork(network).accountHrp,
    Uint8Array.of(ACCOUNT_TYPE, ...PublicKey.from(publicKey).bytes),
    'bech32',
  )
}

/**
 * Reads an account address into its public key and network. When `network` is given, an address
 * of another network is refused. Errors say what is wrong: bad checksum, wrong network (naming
 * both prefixes), another kind of address, wrong type byte, wrong length, Bech32m, mixed case.
 *
 * @example
 * const { publicKey, network } = decodeAccountAddress('ddx1q…', 'localnet')
 */
export function decodeAccountAddress(
  address: string,
  network?: NetworkInput,
  field = 'address',
): { publicKey: PublicKey; network: Network } {
  return decodeKeyAddress(address, network, field, (candidate) => candidate.accountHrp, ACCOUNT_TYPE)
}

/**
 * True when `address` is a valid account address (of `network`, when given).
 *
 * @example
 * isAccountAddress('rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2') // true
 * isAccountAddress('rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2', 'localnet') // false
 */
export function isAccountAddress(address: string, network?: NetworkInput): boolean {
  // A bad `network` is the caller's mistake, so it throws rather than answering false.
  const expected = network === undefined ? undefined : getNetwork(network)
  try {
    decodeAccountAddress(address, expected)
    return true
  } catch {
    return false
  }
}
