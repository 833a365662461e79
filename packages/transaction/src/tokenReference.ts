import { nativeTokenRri, parseRri, userTokenRri, type Network } from '@ledgernet/crypto'
import { hexByte, type ByteReader } from './ByteReader.js'
import type { ByteWriter } from './ByteWriter.js'
import { SYMBOL } from './formatLimits.js'

const NATIVE = 0x01
const USER = 0x03

/** Writes a token reference (section A.3) for an rri of `network`. */
export function writeTokenReference(writer: ByteWriter, rri: unknown, network: Network, field: string): void {
  const parsed = parseRri(rri as string, network, field)
  if (parsed.kind === 'native') {
    writer.u8(NATIVE)
    return
  }
  writer.u8(USER)
  writer.symbol(parsed.symbol, `${field}.symbol`, SYMBOL)
  writer.raw(parsed.hash as Uint8Array)
}

/** Reads a token reference and returns its rri on `network`. */
export function readTokenReference(reader: ByteReader, network: Network, field: string): string {
  const kind = reader.u8(`${field}.kind`)
  if (kind === NATIVE) return nativeTokenRri(network)
  if (kind !== USER) reader.fail(`${field}.kind`, `is ${hexByte(kind)}; expected 0x01 (native) or 0x03 (user token)`, reader.offset - 1)
  return userTokenRri(reader.symbol(`${field}.symbol`, SYMBOL), reader.take(26, `${field}.hash`), network)
}
