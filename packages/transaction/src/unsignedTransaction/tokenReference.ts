import { type Network, nativeTokenRri, type ParsedRri, parseRri, userTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { type ByteReader, hexByte } from '../bytes/ByteReader.js'
import type { ByteWriter } from '../bytes/ByteWriter.js'
import { SYMBOL } from '../formatLimits.js'

const NATIVE = 0x01
const USER = 0x03

/**
 * An rri of `network` that a transaction can carry: the native token or a user token. A system
 * token (payload 0x01 with another symbol than `xrd`, which `parseRri` reads) has no token
 * reference in the format and is refused, naming `field`.
 *
 * @example
 * transactionToken(rri, getNetwork('localnet'), 'actions[0].token').kind // 'native' | 'user'
 */
export function transactionToken(
  rri: unknown,
  network: Network,
  field: string,
): Exclude<ParsedRri, { kind: 'system' }> {
  const parsed = parseRri(rri as string, network, field)
  if (parsed.kind === 'system') {
    throw new InvalidArgumentError(
      field,
      `is the system token "${parsed.symbol}"; a transaction carries the native token (xrd) and user tokens only`,
    )
  }
  return parsed
}

/** Writes a token reference (section A.3) for an rri of `network`. */
export function writeTokenReference(writer: ByteWriter, rri: unknown, network: Network, field: string): void {
  const parsed = transactionToken(rri, network, field)
  if (parsed.kind === 'native') {
    writer.u8(NATIVE)
    return
  }
  writer.u8(USER)
  writer.symbol(parsed.symbol, `${field}.symbol`, SYMBOL)
  writer.raw(parsed.hash)
}

/** Reads a token reference and returns its rri on `network`. */
export function readTokenReference(reader: ByteReader, network: Network, field: string): string {
  const kind = reader.u8(`${field}.kind`)
  if (kind === NATIVE) return nativeTokenRri(network)
  if (kind !== USER)
    reader.fail(`${field}.kind`, `is ${hexByte(kind)}; expected 0x01 (native) or 0x03 (user token)`, reader.offset - 1)
  return userTokenRri(reader.symbol(`${field}.symbol`, SYMBOL), reader.take(26, `${field}.hash`), network)
}
