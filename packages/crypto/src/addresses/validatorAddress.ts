import { encodeBech32 } from '#bech32'
import { PublicKey, type PublicKeyInput } from '../keys/PublicKey.js'
import { decodeKeyAddress } from './keyAddress.js'
import { getNetwork, type Network, type NetworkInput } from './networks.js'

/**
 * The validator address of `publicKey` on `network`: Bech32(validator hrp, 33-byte key), with no
 * type byte.
 *
 * @example
 * encodeValidatorAddress(publicKey, 'localnet') // 'dv1q…'
 */
export function encodeValidatorAddress(publicKey: PublicKeyInput, network: NetworkInput): string {
  return encodeBech32(getNetwork(network).validatorHrp, PublicKey.from(publicKey).bytes, 'bech32')
}

/**
 * Reads a validator address into its public key and network; refuses another network's address
 * when `network` is given, and says what is wrong otherwise.
 *
 * @example
 * const { publicKey, network } = decodeValidatorAddress('rv1q…')
 */
export function decodeValidatorAddress(
  address: string,
  network?: NetworkInput,
  field = 'address',
): { publicKey: PublicKey; network: Network } {
  return decodeKeyAddress(address, network, field, (candidate) => candidate.validatorHrp)
}
