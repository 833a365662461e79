import { InvalidArgumentError } from '@ledgernet/errors'
import * as bip39 from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'

const WORD_COUNTS = [12, 15, 18, 21, 24] as const
/**
 * A BIP-39 mnemonic length in words.
 *
 * @example
 * generateMnemonic({ words: 12 })
 */
export type MnemonicWordCount = (typeof WORD_COUNTS)[number]

/** Single spaces between words, no outer whitespace: the form BIP-39 hashes. */
function normalize(mnemonic: string): string {
  return mnemonic.normalize('NFKD').trim().split(/\s+/).join(' ')
}

/**
 * Why `mnemonic` is not a valid English BIP-39 mnemonic, or `undefined` when it is. Never quotes
 * a word: a mnemonic is a secret.
 */
function mnemonicProblem(mnemonic: string): string | undefined {
  const words = mnemonic.length === 0 ? [] : mnemonic.split(' ')
  if (!(WORD_COUNTS as readonly number[]).includes(words.length)) {
    return `has ${words.length} words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24`
  }
  const unknown = words.findIndex((word) => !wordlist.includes(word))
  if (unknown !== -1) return `word ${unknown + 1} is not in the BIP-39 English word list`
  if (!bip39.validateMnemonic(mnemonic, wordlist)) {
    return 'has a bad checksum (a word is wrong, or two words are swapped)'
  }
  return undefined
}

/** The normalized mnemonic, or an `InvalidArgumentError` saying what is wrong. @internal */
function checkMnemonic(mnemonic: unknown, field = 'mnemonic'): string {
  if (typeof mnemonic !== 'string') throw new InvalidArgumentError(field, 'must be a string of words')
  const normalized = normalize(mnemonic)
  const problem = mnemonicProblem(normalized)
  if (problem) throw new InvalidArgumentError(field, problem)
  return normalized
}

/**
 * A new English BIP-39 mnemonic from the platform's CSPRNG; 24 words (256 bits) unless told.
 *
 * @example
 * const mnemonic = generateMnemonic() // 24 words
 * const short = generateMnemonic({ words: 12 })
 */
export function generateMnemonic(options: { words?: MnemonicWordCount } = {}): string {
  const words = options.words ?? 24
  if (!(WORD_COUNTS as readonly number[]).includes(words)) {
    throw new InvalidArgumentError('words', 'must be 12, 15, 18, 21 or 24')
  }
  return bip39.generateMnemonic(wordlist, (words / 3) * 32)
}

/**
 * True when `mnemonic` is a valid English BIP-39 mnemonic (word count, words, checksum).
 * Surrounding and repeated whitespace is ignored.
 *
 * @example
 * validateMnemonic('test test test test test test test test test test test junk') // true
 */
export function validateMnemonic(mnemonic: string): boolean {
  return typeof mnemonic === 'string' && mnemonicProblem(normalize(mnemonic)) === undefined
}

/**
 * The 64-byte BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds), after checking it.
 *
 * @example
 * const seed = mnemonicToSeed('test test test test test test test test test test test junk')
 */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  if (typeof passphrase !== 'string') throw new InvalidArgumentError('passphrase', 'must be a string')
  return bip39.mnemonicToSeedSync(checkMnemonic(mnemonic), passphrase)
}
