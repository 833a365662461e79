import { InvalidArgumentError } from '@ledgernet/errors'
import { hdPath } from '../hd/hdPath.js'
import { privateKeyFromMnemonic } from '../hd/privateKeyFromMnemonic.js'
import { PrivateKey } from './PrivateKey.js'

/**
 * A private key read from text by {@link parsePrivateKeyText}, and what the text was: a hex key, or
 * a mnemonic with the HD index and path the key was derived on.
 *
 * @example
 * const { privateKey, kind, path } = parsePrivateKeyText(text) // kind 'mnemonic', path "m/44'/1022'/0'/0/0"
 */
export type ParsedPrivateKey = {
  privateKey: PrivateKey
  kind: 'hex' | 'mnemonic'
  /** For a mnemonic: the account index on `m/44'/1022'/0'/0/{index}`. */
  index?: number
  /** For a mnemonic: the derivation path, `hdPath(index)`. */
  path?: string
}

/**
 * Options of {@link parsePrivateKeyText}.
 *
 * @example
 * parsePrivateKeyText(keyFileText, { field: 'key file alice.key', index: 1 })
 */
export type ParsePrivateKeyTextOptions = {
  /** Where the text came from, named by errors (`LEDGERNET_PRIVATE_KEY`, `key file alice.key`). Default `privateKey`. */
  field?: string
  /** The account of a mnemonic (`m/44'/1022'/0'/0/{index}`), default 0. A hex key has no index: another is refused. */
  index?: number
}

const HEX_KEY = /^(0x)?[0-9a-f]{64}$/i
const WORD = /^[a-z]+$/i

/**
 * Reads a private key from the text a user keeps in a key file or an environment variable — the
 * one reader of key text, with one set of rules. The text (surrounding whitespace ignored) is
 * either 64 hex characters, with an optional `0x`, in either case; or a BIP-39 English mnemonic of
 * 12 to 24 words, in either case and with any whitespace between the words, whose key at
 * `m/44'/1022'/0'/0/{index}` is taken. Errors name `field` and say what is wrong (a bad checksum,
 * a word not in the list, an index given for a hex key) without ever quoting the text. It reads
 * text only: reading a file is the caller's (Node) business.
 *
 * @example
 * import { parsePrivateKeyText } from '@ledgernet/crypto'
 * const { privateKey } = parsePrivateKeyText('test test test test test test test test test test test junk', { index: 1 })
 * privateKey.publicKey.hex // '023876943e4492aa0d5db20217bc3670818ca8e2949c1a8139e2df3a8c66a46263'
 */
export function parsePrivateKeyText(text: string, options: ParsePrivateKeyTextOptions = {}): ParsedPrivateKey {
  const { field = 'privateKey', index } = options
  if (typeof text !== 'string') throw new InvalidArgumentError(field, 'must be text (64 hex characters or a mnemonic)')
  const value = text.trim()
  if (HEX_KEY.test(value)) {
    if (index !== undefined && index !== 0)
      throw new InvalidArgumentError('index', `applies to a mnemonic, and ${field} holds a hex private key`)
    try {
      return { privateKey: PrivateKey.fromHex(value.replace(/^0x/i, '').toLowerCase()), kind: 'hex' }
    } catch {
      throw new InvalidArgumentError(field, 'holds 64 hex characters that are not a valid secp256k1 private key')
    }
  }
  const words = value.split(/\s+/)
  if (words.length >= 12 && words.every((word) => WORD.test(word))) {
    const account = index ?? 0
    try {
      const privateKey = privateKeyFromMnemonic(words.join(' ').toLowerCase(), { index: account })
      return { privateKey, kind: 'mnemonic', index: account, path: hdPath(account) }
    } catch (error) {
      // The mnemonic's reasons never quote a word; they are said of the text's own name.
      if (error instanceof InvalidArgumentError && error.field === 'mnemonic')
        throw new InvalidArgumentError(field, error.problem, { cause: error })
      throw error
    }
  }
  throw new InvalidArgumentError(
    field,
    'must hold a private key (64 hex characters) or a BIP-39 mnemonic (12 to 24 words)',
  )
}
