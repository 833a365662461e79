import { InvalidArgumentError } from '@ledgernet/errors'
import { HDKey } from '@scure/bip32'
import { hdPath } from './hdPath.js'
import { mnemonicToSeed } from './mnemonic.js'
import { PrivateKey } from './PrivateKey.js'

/**
 * Which key of a wallet to derive.
 *
 * @example
 * privateKeyFromSeed(seed, { index: 3 })
 */
export type DeriveKeyOptions = {
  /** The account index on `m/44'/1022'/0'/0/{index}` (default 0). */
  index?: number
}

/**
 * The private key of account `index` of a BIP-39 seed, on `m/44'/1022'/0'/0/{index}` (BIP-32).
 * Use it to derive many keys from one seed without repeating the slow seed computation.
 *
 * @example
 * const seed = mnemonicToSeed(mnemonic)
 * const keys = [0, 1, 2].map((index) => privateKeyFromSeed(seed, { index }))
 */
export function privateKeyFromSeed(seed: Uint8Array, options: DeriveKeyOptions = {}): PrivateKey {
  if (!(seed instanceof Uint8Array) || seed.length < 16 || seed.length > 64) {
    throw new InvalidArgumentError('seed', 'must be 16 to 64 bytes (a BIP-39 seed is 64)')
  }
  const path = hdPath(options.index ?? 0)
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

/**
 * The private key of account `index` of a BIP-39 mnemonic (English), on the network's path
 * `m/44'/1022'/0'/0/{index}`. The mnemonic is checked first; errors never quote it.
 *
 * @example
 * const key = privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 })
 * encodeAccountAddress(key.publicKey, 'localnet')
 */
export function privateKeyFromMnemonic(
  mnemonic: string,
  options: DeriveKeyOptions & { passphrase?: string } = {},
): PrivateKey {
  hdPath(options.index ?? 0) // a bad index fails before the slow seed computation
  return privateKeyFromSeed(mnemonicToSeed(mnemonic, options.passphrase ?? ''), { index: options.index ?? 0 })
}
