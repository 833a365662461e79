import type { Network } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteWriter } from './ByteWriter.js'

/** The validity fields every transaction format starts with (after its magic, version and network). */
export interface TransactionPreamble {
  startEpoch: bigint
  endEpoch: bigint
  nonce: bigint
}

/**
 * Writes the preamble an unsigned transaction (section A.1) and a v0 intent (section B.1) share:
 * magic, format version, network id, start epoch, end epoch (checked to be after the start:
 * it is exclusive) and nonce. `prefix` is the path of the fields in error messages
 * (`'header.'` in an intent, `''` in an unsigned transaction).
 *
 * @example
 * writeTransactionPreamble(writer, INTENT_MAGIC, INTENT_VERSION, network, intent.header, 'header.')
 */
export function writeTransactionPreamble(
  writer: ByteWriter,
  magic: Uint8Array,
  version: number,
  network: Network,
  fields: TransactionPreamble,
  prefix: string,
): void {
  writer.raw(magic)
  writer.u8(version)
  writer.u8(network.id)
  writer.u64(fields.startEpoch, `${prefix}startEpoch`)
  writer.u64(fields.endEpoch, `${prefix}endEpoch`)
  if (fields.endEpoch <= fields.startEpoch) {
    throw new InvalidArgumentError(`${prefix}endEpoch`, 'must be greater than startEpoch (the end epoch is exclusive)')
  }
  writer.u64(fields.nonce, `${prefix}nonce`)
}
