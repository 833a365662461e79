import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32 } from './bech32.js'
import { wrongPrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { NATIVE_TOKEN_SYMBOL, NATIVE_TOKEN_TYPE, USER_TOKEN_TYPE } from './tokenRri.js'
import { SYMBOL_PATTERN, SYMBOL_RULE } from './validateSymbol.js'

/**
 * What an rri says about its token.
 *
 * @example
 * const { symbol, kind } = parseRri('xrd_rr1qy5wfsfh') // 'xrd', 'native'
 */
export type ParsedRri = {
  /** The token's symbol, e.g. `xrd`, `foo`. */
  symbol: string
  /** The network whose rri suffix it carries. */
  network: Network
  /** `native` for the network's own token (payload 0x01), `user` for a created token. */
  kind: 'native' | 'user'
  /** For a user token, the 26 bytes of SHA-256d(creator key ‖ symbol) that identify it. */
  hash?: Uint8Array
}

/**
 * Reads a token identifier into its symbol, network, kind and (user tokens) hash. When `network`
 * is given, another network's rri is refused. Errors say what is wrong: checksum, prefix (naming
 * what the prefix is, e.g. another network's rri or an account address), symbol, payload.
 *
 * @example
 * parseRri('xrd_rr1qy5wfsfh') // { symbol: 'xrd', network: networks.mainnet, kind: 'native' }
 * parseRri('foo_dr1q…', 'localnet').hash // 26 bytes
 */
export function parseRri(rri: string, network?: NetworkInput, field = 'rri'): ParsedRri {
  const { hrp, bytes } = decodeBech32(rri, 'bech32', field)
  const candidates = network === undefined ? allNetworks : [getNetwork(network)]
  const found = candidates.find((candidate) => hrp.endsWith(candidate.rriSuffix))
  if (!found) throw new InvalidArgumentError(field, wrongPrefix(hrp, candidates, (candidate) => `{symbol}${candidate.rriSuffix}`))
  const symbol = hrp.slice(0, -found.rriSuffix.length)
  if (!SYMBOL_PATTERN.test(symbol)) throw new InvalidArgumentError(field, `has the symbol ${JSON.stringify(symbol)}; ${SYMBOL_RULE}`)
  if (bytes[0] === NATIVE_TOKEN_TYPE && bytes.length === 1) {
    if (symbol !== NATIVE_TOKEN_SYMBOL) throw new InvalidArgumentError(field, `has the native token's payload 0x01 but the symbol "${symbol}", not "xrd"`)
    return { symbol, network: found, kind: 'native' }
  }
  if (bytes[0] !== USER_TOKEN_TYPE || bytes.length !== 27)
    throw new InvalidArgumentError(field, 'holds neither 0x01 (the native token) nor 0x03 ‖ 26 bytes (a user token)')
  return { symbol, network: found, kind: 'user', hash: bytes.slice(1) }
}
