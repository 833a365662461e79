import { readFile } from 'node:fs/promises'
import { PrivateKey, privateKeyFromMnemonic, validateMnemonic } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Reads the funded key the scenarios sign with from text: 64 hex characters (an optional `0x`),
 * or a BIP-39 mnemonic (its first account, `m/44'/1022'/0'/0/0`). `field` names where the text
 * came from in errors, which never quote it.
 *
 * @example
 * const key = parsePrivateKey(process.env.LEDGERNET_PRIVATE_KEY!, 'LEDGERNET_PRIVATE_KEY')
 */
export function parsePrivateKey(text: string, field: string): PrivateKey {
  const value = text.trim()
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(value)) {
    try {
      return PrivateKey.fromHex(value.replace(/^0x/, '').toLowerCase())
    } catch {
      throw new InvalidArgumentError(field, 'holds 64 hex characters that are not a valid secp256k1 private key')
    }
  }
  const words = value.split(/\s+/)
  if (words.length >= 12 && validateMnemonic(words.join(' ')))
    return privateKeyFromMnemonic(words.join(' '), { index: 0 })
  throw new InvalidArgumentError(field, 'must hold a private key (64 hex characters) or a BIP-39 mnemonic')
}

/**
 * Reads the funded key from a file (see {@link parsePrivateKey}). The path appears in errors, the
 * content never does.
 *
 * @example
 * const key = await readPrivateKeyFile('/run/secrets/ledgernet-key')
 */
export async function readPrivateKeyFile(path: string): Promise<PrivateKey> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new InvalidArgumentError(
      'keyFile',
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
    )
  }
  return parsePrivateKey(text, `keyFile (${path})`)
}
