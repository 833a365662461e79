import { InvalidArgumentError } from '@ledgernet/errors'
import { HDKey } from '@scure/bip32'
import { PrivateKey } from '../keys/PrivateKey.js'
import { type HdPathOptions, hdPath, parseHdPath } from './hdPath.js'
import { mnemonicToSeed } from './mnemonic.js'

/**
 * Which key of a wallet to derive: the levels under `m/44'/1022'` (see {@link HdPathOptions}:
 * account, change, index, hardened; all default to `m/44'/1022'/0'/0/0`) or a whole `path`
 * string — one or the other.
 *
 * @example
 * privateKeyFromSeed(seed, { index: 3 }) // m/44'/1022'/0'/0/3
 * privateKeyFromSeed(seed, { account: 1, change: 1, index: 2 }) // m/44'/1022'/1'/1/2
 * privateKeyFromSeed(seed, { path: "m/44'/1022'/0'/0/5'" })
 */
export type DeriveKeyOptions = HdPathOptions & {
  /** A whole path under the coin type, e.g. `m/44'/1022'/0'/0/5` (read by `parseHdPath`). */
  path?: string
}

const LEVEL_OPTIONS = ['account', 'change', 'index', 'hardened'] as const

/**
 * The path `options` name, checked. Unknown option names are refused: a misspelt `idnex` must not
 * quietly derive key 0.
 */
function pathOf(options: DeriveKeyOptions & { passphrase?: string }, known: readonly string[], caller: string): string {
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError('options', 'must be an object')
  for (const name of Object.keys(options)) {
    if (!known.includes(name)) {
      throw new InvalidArgumentError(name, `is not an option of ${caller} (${known.join(', ')})`)
    }
  }
  if (options.path === undefined) return hdPath(options)
  const mixed = LEVEL_OPTIONS.filter((name) => options[name] !== undefined)
  if (mixed.length > 0) {
    throw new InvalidArgumentError('path', `is given together with ${mixed.join(', ')}; give one or the other`)
  }
  return hdPath(parseHdPath(options.path))
}

const SEED_OPTIONS = [...LEVEL_OPTIONS, 'path']

/**
 * The private key on a path of a BIP-39 seed (BIP-32), by default `m/44'/1022'/0'/0/0`. Use it to
 * derive many keys from one seed without repeating the slow seed computation.
 *
 * @example
 * const seed = mnemonicToSeed(mnemonic)
 * const keys = [0, 1, 2].map((index) => privateKeyFromSeed(seed, { index }))
 * const change = privateKeyFromSeed(seed, { path: "m/44'/1022'/0'/1/0" })
 */
export function privateKeyFromSeed(seed: Uint8Array, options: DeriveKeyOptions = {}): PrivateKey {
  const path = pathOf(options, SEED_OPTIONS, 'privateKeyFromSeed')
  if (!(seed instanceof Uint8Array) || seed.length < 16 || seed.length > 64) {
    throw new InvalidArgumentError('seed', 'must be 16 to 64 bytes (a BIP-39 seed is 64)')
  }
  const root = HDKey.fromMasterSeed(seed)
  const child = root.derive(path)
  try {
    if (!child.privateKey) throw new InvalidArgumentError('seed', 'gave no private key on this path')
    return PrivateKey.fromBytes(child.privateKey)
  } finally {
    child.wipePrivateData()
    root.wipePrivateData()
  }
}

const MNEMONIC_OPTIONS = [...SEED_OPTIONS, 'passphrase']

/**
 * The private key on a path of a BIP-39 mnemonic (English), by default the network's first key
 * `m/44'/1022'/0'/0/0`. The mnemonic is checked first; errors never quote it.
 *
 * @example
 * const key = privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 })
 * encodeAccountAddress(key.publicKey, 'localnet')
 * privateKeyFromMnemonic(mnemonic, { account: 2, index: 5, passphrase: 'extra words' })
 */
export function privateKeyFromMnemonic(
  mnemonic: string,
  options: DeriveKeyOptions & { passphrase?: string } = {},
): PrivateKey {
  // A bad path or option fails before the slow seed computation.
  const path = pathOf(options, MNEMONIC_OPTIONS, 'privateKeyFromMnemonic')
  return privateKeyFromSeed(mnemonicToSeed(mnemonic, options.passphrase ?? ''), { path })
}
