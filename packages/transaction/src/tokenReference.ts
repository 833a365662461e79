import { nativeTokenRri, parseRri, type Network } from '@ledgernet/crypto'
import { bech32 } from '@scure/base'
import type { ByteReader } from './ByteReader.js'
import type { ByteWriter } from './ByteWriter.js'
import { formatLimits } from './formatLimits.js'

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
  writer.symbol(parsed.symbol, `${field}.symbol`, formatLimits.symbol)
  writer.raw(parsed.hash as Uint8Array)
}

/** Reads a token reference and returns its rri on `network`. */
export function readTokenReference(reader: ByteReader, network: Network, field: string): string {
  const start = reader.offset
  const kind = reader.u8(`${field}.kind`)
  if (kind === NATIVE) return nativeTokenRri(network)
  if (kind !== USER) {
    reader.fail(
      `${field}.kind`,
      `is 0x${kind.toString(16).padStart(2, '0')}; a token reference starts with 0x01 (native) or 0x03 (user token)`,
      start,
    )
  }
  const symbol = reader.symbol(`${field}.symbol`, formatLimits.symbol)
  const payload = new Uint8Array(27)
  payload[0] = USER
  payload.set(reader.take(26, `${field}.hash`), 1)
  // Every rri fits BIP-173's 90 characters: a 35-character symbol + 3-character suffix + 1 + 44 + 6.
  return bech32.encode(`${symbol}${network.rriSuffix}`, bech32.toWords(payload), 90)
}
