import { type Bech32Variant, decodeBech32 as decode, encodeBech32 as encode } from '../addresses/bech32.js'
import { etc } from './hexCodec.node.js'

export type { Bech32Variant } from '../addresses/bech32.js'

// The Node face of `#bech32` (the package's `imports` map; `bech32.ts` is every other runtime's):
// the same codec, remembering the last 256 strings it encoded and decoded. A wallet and a server
// meet the same few addresses in every transaction, and a checksum costs more than a lookup; in a
// browser, where nobody sends hundreds of transactions a second, the bytes are not worth it. Only
// what succeeded is kept; decoded bytes are handed out as copies.

const encoded = new Map<string, string>()
const decoded = new Map<string, { hrp: string; bytes: Uint8Array }>()
const remember = <V>(cache: Map<string, V>, key: string, value: V): V => {
  if (cache.size >= 256) cache.delete(cache.keys().next().value!)
  cache.set(key, value)
  return value
}

/**
 * `bech32.ts`'s `encodeBech32`, remembered by content.
 *
 * @example
 * encodeBech32('rdx', payload, 'bech32')
 */
export function encodeBech32(hrp: string, bytes: Uint8Array, variant: Bech32Variant): string {
  // The native hex: the key must cost less than the checksum it saves.
  const key = `${variant} ${hrp} ${etc.bytesToHex(bytes)}`
  return encoded.get(key) ?? remember(encoded, key, encode(hrp, bytes, variant))
}

/**
 * `bech32.ts`'s `decodeBech32`, its answers remembered by text (a refusal is not: it is worked
 * out, and thrown, again).
 *
 * @example
 * const { hrp, bytes } = decodeBech32(address, 'bech32', 'address')
 */
export function decodeBech32(text: unknown, variant: Bech32Variant, field: string): { hrp: string; bytes: Uint8Array } {
  const key = `${variant} ${String(text)}`
  const known = typeof text === 'string' ? decoded.get(key) : undefined
  if (known) return { hrp: known.hrp, bytes: known.bytes.slice() }
  const answer = decode(text, variant, field)
  remember(decoded, key, { hrp: answer.hrp, bytes: answer.bytes.slice() })
  return answer
}
