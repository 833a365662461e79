import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32 } from '#bech32'
import { wrongPrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { NATIVE_TOKEN_SYMBOL, NATIVE_TOKEN_TYPE, USER_TOKEN_TYPE } from './tokenRri.js'
import { SYMBOL_PATTERN, SYMBOL_RULE } from './validateSymbol.js'

/**
 * What an rri says about its token, by `kind`:
 * - `native`: the network's own token, `xrd` with payload 0x01;
 * - `system`: another symbol with payload 0x01 — a system token, as the network's own client
 *   libraries read it (no such token exists on today's ledgers, and no transaction can carry one);
 * - `user`: a created token, payload 0x03 ‖ the 26 bytes of SHA-256d(creator key ‖ symbol).
 *
 * @example
 * const parsed: ParsedRri = parseRri('xrd_rr1qy5wfsfh') // { symbol: 'xrd', network, kind: 'native' }
 * if (parsed.kind === 'user') parsed.hash // 26 bytes
 */
export type ParsedRri =
  | { kind: 'native'; symbol: string; network: Network; hash?: undefined }
  | { kind: 'system'; symbol: string; network: Network; hash?: undefined }
  | {
      kind: 'user'
      symbol: string
      network: Network
      /** The 26 bytes of SHA-256d(creator key ‖ symbol) that identify the token. */
      hash: Uint8Array
    }

/**
 * Reads a token identifier into its symbol, network, kind and (user tokens) hash. Accepts every
 * rri the network's own libraries accept: payload 0x01 (`native` for `xrd`, `system` for another
 * symbol) or 0x03 ‖ 26 bytes (`user`). When `network` is given, another network's rri is refused.
 * Errors say what is wrong: checksum, prefix (naming what the prefix is, e.g. another network's
 * rri or an account address), symbol, payload.
 *
 * @example
 * parseRri('xrd_rr1qy5wfsfh') // { symbol: 'xrd', network: networks.mainnet, kind: 'native' }
 * parseRri('foo_dr1q…', 'localnet').kind // 'user'
 */
export function parseRri(rri: string, network?: NetworkInput, field = 'rri'): ParsedRri {
  const { hrp, bytes } = decodeBech32(rri, 'bech32', field)
  const candidates = network === undefined ? allNetworks : [getNetwork(network)]
  const found = candidates.find((candidate) => hrp.endsWith(candidate.rriSuffix))
  if (!found)
    throw new InvalidArgumentError(
      field,
      wrongPrefix(hrp, candidates, (candidate) => `{symbol}${candidate.rriSuffix}`),
    )
  const symbol = hrp.slice(0, -found.rriSuffix.length)
  if (!SYMBOL_PATTERN.test(symbol))
    throw new InvalidArgumentError(field, `has the symbol ${JSON.stringify(symbol)}; ${SYMBOL_RULE}`)
  if (bytes[0] === NATIVE_TOKEN_TYPE && bytes.length === 1) {
    return { kind: symbol === NATIVE_TOKEN_SYMBOL ? 'native' : 'system', symbol, network: found }
  }
  if (bytes[0] !== USER_TOKEN_TYPE || bytes.length !== 27) {
    throw new InvalidArgumentError(
      field,
      'holds neither 0x01 (the native or a system token) nor 0x03 ‖ 26 bytes (a user token)',
    )
  }
  return { kind: 'user', symbol, network: found, hash: bytes.slice(1) }
}
