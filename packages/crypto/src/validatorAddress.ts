import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32, encodeBech32 } from './bech32.js'
import { describePrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { PublicKey, type PublicKeyInput } from './PublicKey.js'

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
  const { hrp, bytes } = decodeBech32(address, 'bech32', field)
  const expected = network === undefined ? undefined : getNetwork(network)
  const found = allNetworks.find((candidate) => candidate.validatorHrp === hrp)
  if (!found) {
    const wanted = expected
      ? `"${expected.validatorHrp}" (${expected.name})`
      : allNetworks.map((candidate) => `"${candidate.validatorHrp}"`).join(', ')
    throw new InvalidArgumentError(field, `${describePrefix(hrp)}; a validator address starts with ${wanted}`)
  }
  if (expected && found !== expected) {
    throw new InvalidArgumentError(
      field,
      `is a ${found.name} validator address (prefix "${found.validatorHrp}"); expected ${expected.name} (prefix "${expected.validatorHrp}")`,
    )
  }
  if (bytes.length !== 33) {
    throw new InvalidArgumentError(
      field,
      `holds ${bytes.length} bytes; a validator address holds a 33-byte public key and no type byte`,
    )
  }
  let publicKey: PublicKey
  try {
    publicKey = PublicKey.fromBytes(bytes, field)
  } catch (error) {
    const reason = error instanceof InvalidArgumentError ? error.reason : 'is not a valid public key'
    throw new InvalidArgumentError(field, `holds a public key that ${reason}`)
  }
  return { publicKey, network: found }
}
