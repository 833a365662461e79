import { bytesToHex, type Network } from '@ledgernet/crypto'
import { type ByteReader, hexByte } from '../bytes/ByteReader.js'
import type { BytesInput } from '../bytes/bytesInput.js'
import { readNetwork } from '../bytes/network.js'
import { formatLimits } from '../formatLimits.js'
import { INTENT_MAGIC, INTENT_VERSION, instructionTags } from './encodeIntent.js'
import type { Instruction, Intent } from './Intent.js'
import { readMetadata } from './metadata.js'
import { readV0AddressField } from './v0AddressField.js'
import { decodeV0Part } from './v0Part.js'

/**
 * Decodes a v0 intent (`specs/transaction-format.md` section B.1). Refuses, with a `DecodeError`
 * naming the offset and the reason, truncated input, trailing bytes, an unknown version or
 * instruction tag and every non-canonical form.
 *
 * @example
 * import { decodeIntent, encodeIntent } from '@ledgernet/transaction'
 * decodeIntent(encodeIntent(intent)).header.nonce === intent.header.nonce // true
 */
export function decodeIntent(intent: BytesInput): Intent {
  return decodeV0Part(intent, 'intent', 'intent', readIntent)
}

/** Reads an intent from the reader's position (it delimits itself). */
export function readIntent(reader: ByteReader): Intent {
  reader.expect(INTENT_MAGIC, 'magic', 'is not "LNI" (4c 4e 49); this is not a v0 intent')
  const versionAt = reader.offset
  const version = reader.u8('header.version')
  if (version !== INTENT_VERSION) reader.fail('header.version', `is ${version}, only version 1 is known`, versionAt)
  const network = readNetwork(reader, 'header.network')
  const startEpoch = reader.u64('header.startEpoch')
  const endAt = reader.offset
  const endEpoch = reader.u64('header.endEpoch')
  if (endEpoch <= startEpoch) {
    reader.fail('header.endEpoch', 'must be greater than startEpoch', endAt)
  }
  const nonce = reader.u64('header.nonce')
  const notaryPublicKey = reader.publicKey('header.notaryPublicKey')
  const notaryAsSignatory = reader.bool('header.notaryAsSignatory')
  const limitAt = reader.offset
  const costUnitLimit = Number(reader.unsigned(4, 'header.costUnitLimit'))
  if (costUnitLimit < formatLimits.costUnitLimit.min)
    reader.fail('header.costUnitLimit', 'is 0; it must be at least 1', limitAt)
  const tipPercentage = reader.u16('header.tipPercentage')
  const count = reader.count('manifest.instructions.length', formatLimits.instructions, 2)
  const instructions: Instruction[] = []
  for (let index = 0; index < count; index++) {
    instructions.push(readInstruction(reader, network, `manifest.instructions[${index}]`))
  }
  return {
    header: {
      network: network.name,
      startEpoch,
      endEpoch,
      nonce,
      notaryPublicKey,
      notaryAsSignatory,
      costUnitLimit,
      tipPercentage,
    },
    manifest: { instructions },
  }
}

function readInstruction(reader: ByteReader, network: Network, field: string): Instruction {
  const start = reader.offset
  const tag = reader.u8(`${field}.type`)
  switch (tag) {
    case instructionTags.TransferFungible:
      return {
        type: 'TransferFungible',
        from: readV0AddressField(reader, 'account', network, `${field}.from`),
        to: readV0AddressField(reader, 'account', network, `${field}.to`),
        resource: readV0AddressField(reader, 'resource', network, `${field}.resource`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    case instructionTags.MintFungible:
      return {
        type: 'MintFungible',
        resource: readV0AddressField(reader, 'resource', network, `${field}.resource`),
        to: readV0AddressField(reader, 'account', network, `${field}.to`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    case instructionTags.BurnFungible:
      return {
        type: 'BurnFungible',
        from: readV0AddressField(reader, 'account', network, `${field}.from`),
        resource: readV0AddressField(reader, 'resource', network, `${field}.resource`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    case instructionTags.CreateFungibleResource: {
      const owner = reader.publicKey(`${field}.owner`)
      const symbol = reader.symbol(`${field}.symbol`, formatLimits.symbol)
      const metadata = readMetadata(reader, `${field}.metadata`)
      const isSupplyMutable = reader.bool(`${field}.isSupplyMutable`)
      const initialSupply = isSupplyMutable
        ? reader.u256(`${field}.initialSupply`)
        : reader.positiveU256(`${field}.initialSupply`)
      const to = readV0AddressField(reader, 'account', network, `${field}.to`)
      return { type: 'CreateFungibleResource', owner, symbol, metadata, isSupplyMutable, initialSupply, to }
    }
    case instructionTags.CreateNonFungibleResource:
      return {
        type: 'CreateNonFungibleResource',
        owner: reader.publicKey(`${field}.owner`),
        metadata: readMetadata(reader, `${field}.metadata`),
      }
    case instructionTags.MintNonFungible:
      return {
        type: 'MintNonFungible',
        resource: readV0AddressField(reader, 'resource', network, `${field}.resource`),
        to: readV0AddressField(reader, 'account', network, `${field}.to`),
        id: bytesToHex(reader.lengthPrefixed(`${field}.id`, 1, formatLimits.nonFungibleId)),
        immutableData: bytesToHex(reader.lengthPrefixed(`${field}.immutableData`, 2, formatLimits.nonFungibleData)),
        mutableData: bytesToHex(reader.lengthPrefixed(`${field}.mutableData`, 2, formatLimits.nonFungibleData)),
      }
    default:
      return reader.fail(`${field}.type`, `is ${hexByte(tag)}; expected an instruction tag 0x01 to 0x06`, start)
  }
}
