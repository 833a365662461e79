import { InvalidArgumentError } from '@ledgernet/errors'
import { decodeBech32 } from './bech32.js'
import { describePrefix } from './describePrefix.js'
import { allNetworks, getNetwork, type Network, type NetworkInput } from './networks.js'
import { NATIVE_TOKEN_SYMBOL, NATIVE_TOKEN_TYPE, USER_TOKEN_TYPE } from './tokenRri.js'
import { validateSymbol } from './validateSymbol.js'

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

const hexByte = (byte: number | undefined) => `0x${(byte ?? 0).toString(16).padStart(2, '0')}`

/**
 * Reads a token identifier into its symbol, network, kind and (user tokens) hash. When `network`
 * is given, another network's rri is refused. Errors say what is wrong: checksum, prefix, symbol,
 * network, type byte, length.
 *
 * @example
 * parseRri('xrd_rr1qy5wfsfh') // { symbol: 'xrd', network: networks.mainnet, kind: 'native' }
 * parseRri('foo_dr1q…', 'localnet').hash // 26 bytes
 */
export function parseRri(rri: string, network?: NetworkInput, field = 'rri'): ParsedRri {
  const { hrp, bytes } = decodeBech32(rri, 'bech32', field)
  const expected = network === undefined ? undefined : getNetwork(network)
  const found = allNetworks.find(
    (candidate) => hrp.endsWith(candidate.rriSuffix) && hrp.length > candidate.rriSuffix.length,
  )
  if (!found) {
    const wanted = (expected ? [expected] : allNetworks).map((candidate) => `"{symbol}${candidate.rriSuffix}"`)
    throw new InvalidArgumentError(field, `${describePrefix(hrp)}; a token identifier's prefix is ${wanted.join(' or ')}`)
  }
  const symbol = hrp.slice(0, hrp.length - found.rriSuffix.length)
  try {
    validateSymbol(symbol)
  } catch (error) {
    throw new InvalidArgumentError(field, `has a symbol that ${(error as InvalidArgumentError).reason}`)
  }
  if (expected && found !== expected) {
    throw new InvalidArgumentError(
      field,
      `is a ${found.name} token identifier (suffix "${found.rriSuffix}"); expected ${expected.name} (suffix "${expected.rriSuffix}")`,
    )
  }
  const type = bytes[0]
  if (type === NATIVE_TOKEN_TYPE) {
    if (bytes.length !== 1) {
      throw new InvalidArgumentError(field, `holds ${bytes.length} bytes, not 1 (0x01, the native token)`)
    }
    if (symbol !== NATIVE_TOKEN_SYMBOL) {
      throw new InvalidArgumentError(
        field,
        `has the native token's payload 0x01 but symbol "${symbol}"; only "${NATIVE_TOKEN_SYMBOL}" is native`,
      )
    }
    return { symbol, network: found, kind: 'native' }
  }
  if (type === USER_TOKEN_TYPE) {
    if (bytes.length !== 27) {
      throw new InvalidArgumentError(field, `holds ${bytes.length} bytes, not 27 (0x03 ‖ 26-byte hash)`)
    }
    return { symbol, network: found, kind: 'user', hash: bytes.slice(1) }
  }
  if (type === undefined) throw new InvalidArgumentError(field, 'holds no data')
  throw new InvalidArgumentError(
    field,
    `has type byte ${hexByte(type)}, not 0x01 (native) or 0x03 (user token)`,
  )
}
