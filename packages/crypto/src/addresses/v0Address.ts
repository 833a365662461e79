import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32, encodeBech32 } from '#bech32'
import { sha256d } from '#sha256'
import { bytesToHex } from '../bytes/hex.js'
import { PublicKey, type PublicKeyInput } from '../keys/PublicKey.js'
import { describePrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { parseRri } from './parseRri.js'
import { v0Entities as entities, type V0Entity, v0EntityBytes } from './v0Entity.js'

const hexByte = (byte: number | undefined) => `0x${bytesToHex(Uint8Array.of(byte ?? 0))}`

function checkEntity(entity: unknown, field: string): V0Entity {
  if (typeof entity === 'string' && (entities as string[]).includes(entity)) return entity as V0Entity
  throw new InvalidArgumentError(field, `must be one of ${entities.join(', ')}`)
}

/** The last 26 bytes of SHA-256d(`preimage`): the body of every derived v0 address. */
function last26OfSha256d(preimage: Uint8Array): Uint8Array {
  return sha256d(preimage).slice(6)
}

/** `intentHash ‖ u16 BE index`: what components and non-fungible resources are derived from. */
function instructionPreimage(intentHash: Uint8Array, instructionIndex: number): Uint8Array {
  if (!(intentHash instanceof Uint8Array) || intentHash.length !== 32) {
    throw new InvalidArgumentError('intentHash', 'must be 32 bytes')
  }
  if (!Number.isInteger(instructionIndex) || instructionIndex < 0 || instructionIndex > 0xffff) {
    throw new InvalidArgumentError('instructionIndex', 'must be an integer in 0..65535')
  }
  const preimage = new Uint8Array(34)
  preimage.set(intentHash, 0)
  preimage[32] = instructionIndex >> 8
  preimage[33] = instructionIndex & 0xff
  return preimage
}

/**
 * A v0 address: Bech32m(`{entity}_{v0 suffix}`, entity byte ‖ 26 bytes).
 *
 * @example
 * encodeV0Address('system', bytes26, 'localnet') // 'system_sim1…'
 */
export function encodeV0Address(entity: V0Entity, bytes: Uint8Array, network: NetworkInput): string {
  const kind = checkEntity(entity, 'entity')
  if (!(bytes instanceof Uint8Array) || bytes.length !== 26) {
    throw new InvalidArgumentError(
      'bytes',
      `must be 26 bytes, got ${bytes instanceof Uint8Array ? bytes.length : typeof bytes}`,
    )
  }
  const payload = new Uint8Array(27)
  payload[0] = v0EntityBytes[kind]
  payload.set(bytes, 1)
  return encodeBech32(`${kind}_${getNetwork(network).v0Suffix}`, payload, 'bech32m')
}

/**
 * Reads a v0 address into its entity, 26 bytes and network; refuses another network's address
 * when `network` is given, an entity byte that contradicts the prefix, classic Bech32, and the rest.
 *
 * @example
 * const { entity, bytes, network } = decodeV0Address('account_sim1…', 'localnet')
 */
export function decodeV0Address(
  address: string,
  network?: NetworkInput,
  field = 'address',
): { entity: V0Entity; bytes: Uint8Array; network: Network } {
  const { hrp, bytes } = decodeBech32(address, 'bech32m', field)
  const expected = network === undefined ? undefined : getNetwork(network)
  const separator = hrp.lastIndexOf('_')
  const entity = entities.find((candidate) => candidate === hrp.slice(0, separator))
  const found = allNetworks.find((candidate) => candidate.v0Suffix === hrp.slice(separator + 1))
  if (separator < 0 || !entity || !found) {
    const suffixes = (expected ? [expected] : allNetworks).map((candidate) => candidate.v0Suffix).join('|')
    throw new InvalidArgumentError(
      field,
      // describePrefix knows a v0 address by its network's suffix alone; here the entity is known too.
      `${found && !entity ? `has the unknown prefix "${hrp}"` : describePrefix(hrp)}; a v0 address's prefix is {${entities.join('|')}}_{${suffixes}}`,
    )
  }
  if (expected && found !== expected) {
    throw new InvalidArgumentError(
      field,
      `is a ${found.name} v0 address (suffix "${found.v0Suffix}"); expected ${expected.name} (suffix "${expected.v0Suffix}")`,
    )
  }
  if (bytes.length !== 27) {
    throw new InvalidArgumentError(field, `holds ${bytes.length} bytes; a v0 address holds 27 (entity byte ‖ 26 bytes)`)
  }
  if (bytes[0] !== v0EntityBytes[entity]) {
    const actual = entities.find((candidate) => v0EntityBytes[candidate] === bytes[0])
    throw new InvalidArgumentError(
      field,
      `has entity byte ${hexByte(bytes[0])}${actual ? ` (${actual})` : ''} but its prefix says ${entity} (${hexByte(v0EntityBytes[entity])})`,
    )
  }
  return { entity, bytes: bytes.slice(1), network: found }
}

/**
 * The v0 account address of a key: the last 26 bytes of SHA-256d(33-byte key). It is the same
 * account the Gateway API names by `encodeAccountAddress`.
 *
 * @example
 * v0AccountAddress(publicKey, 'localnet') // 'account_sim1…'
 */
export function v0AccountAddress(publicKey: PublicKeyInput, network: NetworkInput): string {
  return encodeV0Address('account', last26OfSha256d(PublicKey.from(publicKey).bytes), network)
}

/**
 * The v0 resource address of a token that has an rri: the rri's 26-byte hash, or 26 zero bytes
 * for the native token; on the rri's own network. A system-token rri (payload 0x01 with another
 * symbol than `xrd`) has none and is refused.
 *
 * @example
 * v0ResourceAddressForRri(nativeTokenRri('localnet')) // 'resource_sim1qq…'
 */
export function v0ResourceAddressForRri(rri: string, field = 'rri'): string {
  const parsed = parseRri(rri, undefined, field)
  if (parsed.kind === 'system') {
    throw new InvalidArgumentError(
      field,
      `is the system token "${parsed.symbol}"; only the native token and user tokens have a v0 resource address`,
    )
  }
  return encodeV0Address('resource', parsed.kind === 'user' ? parsed.hash : new Uint8Array(26), parsed.network)
}

/**
 * The v0 address of a genesis package: the last 26 bytes of SHA-256d(UTF-8 name).
 *
 * @example
 * v0PackageAddress('account', 'localnet') // 'package_sim1…'
 */
export function v0PackageAddress(name: string, network: NetworkInput): string {
  if (typeof name !== 'string' || name.length === 0)
    throw new InvalidArgumentError('name', 'must be a non-empty string')
  return encodeV0Address('package', last26OfSha256d(new TextEncoder().encode(name)), network)
}

/**
 * The v0 address of a system component: the last 26 bytes of SHA-256d(UTF-8 name).
 *
 * @example
 * v0SystemAddress('epoch_manager', 'localnet') // 'system_sim1…'
 */
export function v0SystemAddress(name: string, network: NetworkInput): string {
  if (typeof name !== 'string' || name.length === 0)
    throw new InvalidArgumentError('name', 'must be a non-empty string')
  return encodeV0Address('system', last26OfSha256d(new TextEncoder().encode(name)), network)
}

/**
 * The v0 address of a component created by instruction `instructionIndex` of the transaction
 * whose intent hash is `intentHash`: last 26 bytes of SHA-256d(intent hash ‖ u16 BE index).
 *
 * @example
 * v0ComponentAddress(intentHash, 0, 'localnet') // 'component_sim1…'
 */
export function v0ComponentAddress(intentHash: Uint8Array, instructionIndex: number, network: NetworkInput): string {
  return encodeV0Address('component', last26OfSha256d(instructionPreimage(intentHash, instructionIndex)), network)
}

/**
 * The v0 address of a non-fungible resource created by instruction `instructionIndex` of the
 * transaction with `intentHash`: last 26 bytes of SHA-256d(intent hash ‖ u16 BE index).
 *
 * @example
 * v0NonFungibleResourceAddress(intentHash, 2, 'localnet') // 'resource_sim1…'
 */
export function v0NonFungibleResourceAddress(
  intentHash: Uint8Array,
  instructionIndex: number,
  network: NetworkInput,
): string {
  return encodeV0Address('resource', last26OfSha256d(instructionPreimage(intentHash, instructionIndex)), network)
}
