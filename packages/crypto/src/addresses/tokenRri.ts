import { encodeBech32 } from '#bech32'
import { sha256d } from '#sha256'
import { PublicKey, type PublicKeyInput } from '../keys/PublicKey.js'
import { checkBytes } from '../keys/payload.js'
import { getNetwork, type NetworkInput } from './networks.js'
import { validateSymbol } from './validateSymbol.js'

/** Payload type byte of the native token's rri. */
export const NATIVE_TOKEN_TYPE = 0x01
/** Payload type byte of a user token's rri (a hashed key). */
export const USER_TOKEN_TYPE = 0x03
/** The native token's symbol. */
export const NATIVE_TOKEN_SYMBOL = 'xrd'

/** What a token's hash is taken of: the compressed public key ‖ the UTF-8 symbol. */
function tokenPreimage(publicKey: PublicKeyInput, symbol: string): Uint8Array {
  const key = PublicKey.from(publicKey)
  const symbolBytes = new TextEncoder().encode(validateSymbol(symbol))
  const preimage = new Uint8Array(33 + symbolBytes.length)
  preimage.set(key.bytes, 0)
  preimage.set(symbolBytes, 33)
  return preimage
}

/**
 * The 26 bytes that identify a user token: the last 26 bytes of
 * SHA-256d(compressed public key ‖ UTF-8 symbol).
 *
 * @example
 * tokenHash(publicKey, 'foo').length // 26
 */
export function tokenHash(publicKey: PublicKeyInput, symbol: string): Uint8Array {
  return sha256d(tokenPreimage(publicKey, symbol)).slice(6)
}

/**
 * The rri of a user token from its symbol and 26-byte hash (what `parseRri` reads back):
 * Bech32(symbol + rri suffix, 0x03 ‖ hash).
 *
 * @example
 * const { symbol, hash } = parseRri(rri, 'localnet')
 * userTokenRri(symbol, hash!, 'localnet') === rri // true
 */
export function userTokenRri(symbol: string, hash: Uint8Array, network: NetworkInput): string {
  const { rriSuffix } = getNetwork(network)
  return encodeBech32(
    `${validateSymbol(symbol)}${rriSuffix}`,
    Uint8Array.of(USER_TOKEN_TYPE, ...checkBytes(hash, 26, 'hash')),
    'bech32',
  )
}

/**
 * The rri of the token `symbol` created by `publicKey` on `network`, computed offline exactly as
 * `/token/derive` does: Bech32(symbol + rri suffix, 0x03 ‖ last 26 bytes of SHA-256d(key ‖ symbol)).
 *
 * @example
 * deriveTokenRri('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'foo', 'mainnet')
 * // 'foo_rr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8'
 */
export function deriveTokenRri(publicKey: PublicKeyInput, symbol: string, network: NetworkInput): string {
  getNetwork(network)
  return userTokenRri(symbol, tokenHash(publicKey, symbol), network)
}

/**
 * The native token's rri on `network`: Bech32(`xrd` + rri suffix, 0x01).
 *
 * @example
 * nativeTokenRri('mainnet') // 'xrd_rr1qy5wfsfh'
 */
export function nativeTokenRri(network: NetworkInput): string {
  const { rriSuffix } = getNetwork(network)
  return encodeBech32(`${NATIVE_TOKEN_SYMBOL}${rriSuffix}`, Uint8Array.of(NATIVE_TOKEN_TYPE), 'bech32')
}
