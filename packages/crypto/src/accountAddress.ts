import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32, encodeBech32 } from './bech32.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { describePrefix } from './describePrefix.js'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'

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
  const key = PublicKey.from(publicKey)
  const payload = new Uint8Array(34)
  payload[0] = ACCOUNT_TYPE
  payload.set(key.bytes, 1)
  return encodeBech32(getNetwork(network).accountHrp, payload, 'bech32')
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
  const { hrp, bytes } = decodeBech32(address, 'bech32', field)
  const expected = network === undefined ? undefined : getNetwork(network)
  const found = allNetworks.find((candidate) => candidate.accountHrp === hrp)
  if (!found) {
    const wanted = expected
      ? `"${expected.accountHrp}" (${expected.name})`
      : allNetworks.map((candidate) => `"${candidate.accountHrp}"`).join(', ')
    throw new InvalidArgumentError(field, `${describePrefix(hrp)}; an account address starts with ${wanted}`)
  }
  if (expected && found !== expected) {
    throw new InvalidArgumentError(
      field,
      `is a ${found.name} address (prefix "${found.accountHrp}"); expected ${expected.name} (prefix "${expected.accountHrp}")`,
    )
  }
  if (bytes.length === 0) throw new InvalidArgumentError(field, 'holds no data')
  if (bytes[0] !== ACCOUNT_TYPE) {
    const type = (bytes[0] ?? 0).toString(16).padStart(2, '0')
    throw new InvalidArgumentError(field, `has type byte 0x${type}; an account address has 0x04`)
  }
  if (bytes.length !== 34) {
    throw new InvalidArgumentError(field, `holds ${bytes.length} bytes, not 34 (0x04 ‖ 33-byte key)`)
  }
  let publicKey: PublicKey
  try {
    publicKey = PublicKey.fromBytes(bytes.subarray(1), field)
  } catch (error) {
    const reason = error instanceof InvalidArgumentError ? error.reason : 'is not a valid public key'
    throw new InvalidArgumentError(field, `holds a public key that ${reason}`)
  }
  return { publicKey, network: found }
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
