import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32 } from '#bech32'
import { PublicKey } from '../keys/PublicKey.js'
import { wrongPrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'

/**
 * Reads a Bech32 address whose payload is a 33-byte public key, after `typeByte` when there is
 * one (accounts: 0x04; validators: none), under the prefix `prefixOf(network)` of `network` (any
 * known network when absent). Every reason names what is wrong; a key that is no key gives
 * `PublicKey`'s reason.
 */
export function decodeKeyAddress(
  address: string,
  network: NetworkInput | undefined,
  field: string,
  prefixOf: (network: Network) => string,
  typeByte?: number,
): { publicKey: PublicKey; network: Network } {
  const { hrp, bytes } = decodeBech32(address, 'bech32', field)
  const candidates = network === undefined ? allNetworks : [getNetwork(network)]
  const found = candidates.find((candidate) => prefixOf(candidate) === hrp)
  if (!found) throw new InvalidArgumentError(field, wrongPrefix(hrp, candidates, prefixOf))
  if (typeByte !== undefined && bytes[0] !== typeByte)
    throw new InvalidArgumentError(field, `does not start with the type byte 0x0${typeByte}`)
  try {
    return { publicKey: PublicKey.fromBytes(bytes.subarray(typeByte === undefined ? 0 : 1), field), network: found }
  } catch (error) {
    throw new InvalidArgumentError(field, `holds a public key that ${(error as InvalidArgumentError).problem}`)
  }
}
