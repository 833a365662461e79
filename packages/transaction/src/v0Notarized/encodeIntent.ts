import type { Network } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteWriter } from '../bytes/ByteWriter.js'
import { bytesOf } from '../bytes/bytesInput.js'
import { networkOf } from '../bytes/network.js'
import { writeTransactionPreamble } from '../bytes/transactionPreamble.js'
import { formatLimits } from '../formatLimits.js'
import type { Instruction, Intent } from './Intent.js'
import { writeMetadata } from './metadata.js'
import { writeV0Address } from './v0AddressField.js'
import { encodeV0Part } from './v0Part.js'

/** "LNI", then format version 1. */
export const INTENT_MAGIC = Uint8Array.of(0x4c, 0x4e, 0x49)
export const INTENT_VERSION = 0x01

/** Instruction tags of section B.3. */
export const instructionTags = {
  TransferFungible: 0x01,
  MintFungible: 0x02,
  BurnFungible: 0x03,
  CreateFungibleResource: 0x04,
  CreateNonFungibleResource: 0x05,
  MintNonFungible: 0x06,
} as const

/**
 * The canonical bytes of a v0 intent (`specs/transaction-format.md` section B.1); its SHA-256d
 * is the intent hash. Every field is checked first; a bad one throws an `InvalidArgumentError`
 * naming it (e.g. `manifest.instructions[2].resource`) and the reason.
 *
 * @example
 * import { encodeIntent } from '@ledgernet/transaction'
 * const bytes = encodeIntent({
 *   header: { network: 'localnet', startEpoch: 5n, endEpoch: 15n, nonce: 1n, notaryPublicKey: key,
 *     notaryAsSignatory: true, costUnitLimit: 1_000_000, tipPercentage: 0 },
 *   manifest: { instructions: [{ type: 'CreateNonFungibleResource', owner: key, metadata: [] }] },
 * })
 */
export function encodeIntent(intent: Intent): Uint8Array {
  return encodeV0Part('intent', (writer) => writeIntent(writer, intent))
}

/** Writes an intent into `writer`. */
export function writeIntent(writer: ByteWriter, intent: Intent): void {
  if (typeof intent !== 'object' || intent === null) throw new InvalidArgumentError('intent', 'must be an object')
  const { header, manifest } = intent
  if (typeof header !== 'object' || header === null) throw new InvalidArgumentError('header', 'must be an object')
  if (typeof manifest !== 'object' || manifest === null) throw new InvalidArgumentError('manifest', 'must be an object')
  const network = networkOf(header.network, 'header.network')
  writeTransactionPreamble(writer, INTENT_MAGIC, INTENT_VERSION, network, header, 'header.')
  writer.publicKey(header.notaryPublicKey, 'header.notaryPublicKey')
  writer.bool(header.notaryAsSignatory, 'header.notaryAsSignatory')
  writer.integer(header.costUnitLimit, 'header.costUnitLimit', 4, formatLimits.costUnitLimit)
  writer.integer(header.tipPercentage, 'header.tipPercentage', 2, formatLimits.tipPercentage)
  const instructions = manifest.instructions
  if (!Array.isArray(instructions)) throw new InvalidArgumentError('manifest.instructions', 'must be an array')
  writer.integer(instructions.length, 'manifest.instructions', 2, formatLimits.instructions)
  for (const [index, instruction] of instructions.entries())
    writeInstruction(writer, instruction as Instruction, network, `manifest.instructions[${index}]`)
}

function writeInstruction(writer: ByteWriter, instruction: Instruction, network: Network, field: string): void {
  if (typeof instruction !== 'object' || instruction === null)
    throw new InvalidArgumentError(field, 'must be an object')
  switch (instruction.type) {
    case 'TransferFungible':
      writer.u8(instructionTags.TransferFungible)
      writeV0Address(writer, instruction.from, 'account', network, `${field}.from`)
      writeV0Address(writer, instruction.to, 'account', network, `${field}.to`)
      writeV0Address(writer, instruction.resource, 'resource', network, `${field}.resource`)
      writer.u256(instruction.amount, `${field}.amount`, true)
      return
    case 'MintFungible':
      writer.u8(instructionTags.MintFungible)
      writeV0Address(writer, instruction.resource, 'resource', network, `${field}.resource`)
      writeV0Address(writer, instruction.to, 'account', network, `${field}.to`)
      writer.u256(instruction.amount, `${field}.amount`, true)
      return
    case 'BurnFungible':
      writer.u8(instructionTags.BurnFungible)
      writeV0Address(writer, instruction.from, 'account', network, `${field}.from`)
      writeV0Address(writer, instruction.resource, 'resource', network, `${field}.resource`)
      writer.u256(instruction.amount, `${field}.amount`, true)
      return
    case 'CreateFungibleResource':
      writer.u8(instructionTags.CreateFungibleResource)
      writer.publicKey(instruction.owner, `${field}.owner`)
      writer.symbol(instruction.symbol, `${field}.symbol`, formatLimits.symbol)
      writeMetadata(writer, instruction.metadata, `${field}.metadata`)
      writer.bool(instruction.isSupplyMutable, `${field}.isSupplyMutable`)
      writer.u256(instruction.initialSupply, `${field}.initialSupply`, !instruction.isSupplyMutable)
      writeV0Address(writer, instruction.to, 'account', network, `${field}.to`)
      return
    case 'CreateNonFungibleResource':
      writer.u8(instructionTags.CreateNonFungibleResource)
      writer.publicKey(instruction.owner, `${field}.owner`)
      writeMetadata(writer, instruction.metadata, `${field}.metadata`)
      return
    case 'MintNonFungible':
      writer.u8(instructionTags.MintNonFungible)
      writeV0Address(writer, instruction.resource, 'resource', network, `${field}.resource`)
      writeV0Address(writer, instruction.to, 'account', network, `${field}.to`)
      writer.lengthPrefixed(bytesOf(instruction.id, `${field}.id`), `${field}.id`, 1, formatLimits.nonFungibleId)
      writer.lengthPrefixed(
        bytesOf(instruction.immutableData, `${field}.immutableData`),
        `${field}.immutableData`,
        2,
        formatLimits.nonFungibleData,
      )
      writer.lengthPrefixed(
        bytesOf(instruction.mutableData, `${field}.mutableData`),
        `${field}.mutableData`,
        2,
        formatLimits.nonFungibleData,
      )
      return
    default:
      throw new InvalidArgumentError(
        `${field}.type`,
        'must be TransferFungible, MintFungible, BurnFungible, CreateFungibleResource, CreateNonFungibleResource or MintNonFungible',
      )
  }
}
