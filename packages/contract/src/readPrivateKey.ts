import { readFile } from 'node:fs/promises'
import { type PrivateKey, parsePrivateKeyText } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Reads the funded key the scenarios sign with from text, by `@ledgernet/crypto`'s
 * `parsePrivateKeyText` (64 hex characters, or a BIP-39 mnemonic's first account,
 * `m/44'/1022'/0'/0/0`). `field` names where the text came from in errors, which never quote it.
 *
 * @example
 * const key = parsePrivateKey(process.env.LEDGERNET_PRIVATE_KEY!, 'LEDGERNET_PRIVATE_KEY')
 */
export function parsePrivateKey(text: string, field: string): PrivateKey {
  return parsePrivateKeyText(text, { field }).privateKey
}

/**
 * Reads the funded key from a file (see {@link parsePrivateKey}): the key, and the file's text,
 * which no report may contain. The path appears in errors, the content never does.
 *
 * @example
 * const { key } = await readPrivateKeyFile('/run/secrets/ledgernet-key')
 */
export async function readPrivateKeyFile(path: string): Promise<{ key: PrivateKey; text: string }> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new InvalidArgumentError(
      'keyFile',
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
    )
  }
  return { key: parsePrivateKey(text, `keyFile (${path})`), text: text.trim() }
}
