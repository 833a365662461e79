import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The network's registered BIP-44 coin type.
 *
 * @example
 * hdPath(0).includes(`${COIN_TYPE}'`) // true
 */
export const COIN_TYPE = 1022

/** BIP-44's purpose level. */
const PURPOSE = 44
/** The levels under the coin type, in path order. */
const LEVELS = ['account', 'change', 'index'] as const
/** BIP-32 indexes below 2^31; hardening is a flag beside them, never added to the number. */
const MAX_INDEX = 2 ** 31 - 1
const INDEX_RULE = 'must be an integer from 0 to 2^31 − 1'
const PATH_FORM = "m/44'/1022'/account'/change/index"
const LEVEL_RULE = "a level is a number from 0 to 2^31 − 1, followed by ' when hardened"

/**
 * Which key of a wallet, below `m/44'/1022'`: the account, change and index levels (each 0 to
 * 2^31 − 1, default 0) and which of them are hardened (default BIP-44's: the account only).
 *
 * @example
 * const options: HdPathOptions = { account: 1, index: 5 } // m/44'/1022'/1'/0/5
 * const ledgerStyle: HdPathOptions = { index: 5, hardened: { index: true } } // m/44'/1022'/0'/0/5'
 */
export type HdPathOptions = {
  /** The account level (default 0). */
  account?: number
  /** The change level: 0 for receiving, 1 for change (default 0). */
  change?: number
  /** The address index (default 0). */
  index?: number
  /** Levels to harden or not; unset levels keep BIP-44's choice (account hardened, the others not). */
  hardened?: { account?: boolean; change?: boolean; index?: boolean }
}

/**
 * A path under the network's coin type with every level spelled out, as {@link parseHdPath}
 * reads it. `hdPath(parsed)` writes the same path back.
 *
 * @example
 * const { account, change, index, hardened }: HdPathLevels = parseHdPath("m/44'/1022'/0'/0/5")
 */
export type HdPathLevels = {
  account: number
  change: number
  index: number
  hardened: { account: boolean; change: boolean; index: boolean }
}

/** Each level of `options` checked, with BIP-44's hardening where none is given. */
function levelsOf(options: HdPathOptions): HdPathLevels {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidArgumentError('path', 'must be an index or { account, change, index, hardened }')
  }
  const hardened = options.hardened ?? {}
  if (typeof hardened !== 'object' || hardened === null) {
    throw new InvalidArgumentError('hardened', 'must be an object such as { index: true }')
  }
  const levels: HdPathLevels = {
    account: 0,
    change: 0,
    index: 0,
    hardened: { account: true, change: false, index: false },
  }
  for (const level of LEVELS) {
    const value = options[level] ?? 0
    if (!Number.isInteger(value) || value < 0 || value > MAX_INDEX) throw new InvalidArgumentError(level, INDEX_RULE)
    levels[level] = value
    const flag = hardened[level]
    if (flag === undefined) continue
    if (typeof flag !== 'boolean') throw new InvalidArgumentError(`hardened.${level}`, 'must be true or false')
    levels.hardened[level] = flag
  }
  return levels
}

/**
 * The BIP-44 path of a key of this network, `m/44'/1022'/{account}'/{change}/{index}`: from an
 * index alone (account 0, change 0) or from the levels. Purpose 44 and coin type 1022 are always
 * hardened; the account, change and index levels follow `hardened` (default: account only).
 *
 * @example
 * hdPath(0) // "m/44'/1022'/0'/0/0"
 * hdPath({ account: 1, change: 1, index: 7 }) // "m/44'/1022'/1'/1/7"
 * hdPath({ index: 5, hardened: { index: true } }) // "m/44'/1022'/0'/0/5'"
 */
export function hdPath(indexOrLevels: number | HdPathOptions = 0): string {
  const levels = typeof indexOrLevels === 'number' ? levelsOf({ index: indexOrLevels }) : levelsOf(indexOrLevels)
  const written = LEVELS.map((level) => `${levels[level]}${levels.hardened[level] ? "'" : ''}`)
  return `m/${PURPOSE}'/${COIN_TYPE}'/${written.join('/')}`
}

/**
 * Reads a BIP-32 path of this network: `m/44'/1022'/account/change/index`, each of the last three
 * levels 0 to 2^31 − 1 and hardened or not (`'`, `h` or `H`). Any other purpose or coin type is
 * refused, since a key derived there is not one this network's wallets find; such a path is
 * for `@scure/bip32` directly. Errors name `field` and say which level is wrong.
 *
 * @example
 * parseHdPath("m/44'/1022'/0'/0/5")
 * // { account: 0, change: 0, index: 5, hardened: { account: true, change: false, index: false } }
 * parseHdPath("m/44'/60'/0'/0/0") // throws InvalidArgumentError: Invalid path: has the coin type 60' …
 */
export function parseHdPath(path: string, field = 'path'): HdPathLevels {
  const fail = (reason: string): never => {
    throw new InvalidArgumentError(field, reason)
  }
  if (typeof path !== 'string') return fail(`must be a string such as "${hdPath(0)}"`)
  const [root, ...parts] = path.split('/')
  if (root !== 'm') return fail(`must start with "m/" (the master key), as in ${PATH_FORM}`)
  if (parts.length !== 5) {
    return fail(`has ${parts.length} levels after "m"; a key of this network is ${PATH_FORM} (5 levels)`)
  }
  const read = parts.map((part, position) => {
    const match = /^(0|[1-9][0-9]*)(['hH]?)$/.exec(part)
    const value = match ? Number(match[1]) : Number.NaN
    const name = ['purpose', 'coin type', ...LEVELS][position]
    if (!match || value > MAX_INDEX) {
      return fail(`has "${part}" as its ${name} level; ${LEVEL_RULE}`)
    }
    return { value, hardened: match[2] !== '' }
  })
  type Level = (typeof read)[number]
  const [purpose, coinType, account, change, index] = read as [Level, Level, Level, Level, Level]
  if (purpose.value !== PURPOSE || !purpose.hardened) {
    fail(`has the purpose ${parts[0]}; keys of this network are under m/44'/${COIN_TYPE}' (BIP-44)`)
  }
  if (coinType.value !== COIN_TYPE || !coinType.hardened) {
    const why = 'a key derived elsewhere is not one its wallets find'
    fail(`has the coin type ${parts[1]}; keys of this network are under m/44'/${COIN_TYPE}' (${why})`)
  }
  return {
    account: account.value,
    change: change.value,
    index: index.value,
    hardened: { account: account.hardened, change: change.hardened, index: index.hardened },
  }
}
