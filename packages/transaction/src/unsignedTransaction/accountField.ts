import { decodeAccountAddress, encodeAccountAddress, type Network } from '@ledgernet/crypto'
import type { ByteReader } from '../bytes/ByteReader.js'
import type { ByteWriter } from '../bytes/ByteWriter.js'

/** Writes the 33-byte key of an account address of `network`. */
export function writeAccountField(writer: ByteWriter, address: unknown, network: Network, field: string): void {
  writer.publicKey(decodeAccountAddress(address as string, network, field).publicKey, field)
}

/** Reads a 33-byte key and returns its account address on `network`. */
export function readAccountField(reader: ByteReader, network: Network, field: string): string {
  return encodeAccountAddress(reader.publicKey(field), network)
}
