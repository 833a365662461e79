import { readFile, stat } from 'node:fs/promises'
import { type ParsedPrivateKey, parsePrivateKeyText } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { CliError } from '../errors/CliError.js'

/**
 * The key the CLI signs with, and where it came from. The private key stays inside its
 * `PrivateKey` (no accessor for its bytes); only the public parts are ever shown.
 *
 * @example
 * const { privateKey, source } = await loadSigningKey({ keyFile: 'alice.key' }, process.env, secrets, warn)
 */
export type LoadedSigningKey = ParsedPrivateKey & {
  /** `key file alice.key` or `LEDGERNET_PRIVATE_KEY`. */
  source: string
}

/**
 * Loads the signing key from `--key-file` (the file's text) or else `LEDGERNET_PRIVATE_KEY`: 64 hex
 * characters (an optional `0x`), or a BIP-39 mnemonic whose account `index` (default 0, path
 * `m/44'/1022'/0'/0/{index}`) is used. The text is added to `secrets` so that nothing the CLI prints
 * can contain it; errors name the source, never its content. A key file that other users can read
 * gets a warning.
 *
 * @example
 * const key = await loadSigningKey({ index: 2 }, { LEDGERNET_PRIVATE_KEY: mnemonic }, new Set(), console.warn)
 */
export async function loadSigningKey(
  options: { keyFile?: string; index?: number },
  env: Record<string, string | undefined>,
  secrets: Set<string>,
  warn: (line: string) => void,
): Promise<LoadedSigningKey> {
  let text: string
  let source: string
  if (options.keyFile !== undefined) {
    source = `key file ${options.keyFile}`
    try {
      text = await readFile(options.keyFile, 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      throw new CliError(
        `Cannot read the key file ${options.keyFile} (${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable')}).`,
        {
          code: 'KEY_FILE_UNREADABLE',
        },
      )
    }
    const mode = (await stat(options.keyFile)).mode & 0o777
    if ((mode & 0o077) !== 0 && process.platform !== 'win32')
      warn(
        `warning: the key file ${options.keyFile} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}); run: chmod 600 ${options.keyFile}`,
      )
  } else if (env.LEDGERNET_PRIVATE_KEY !== undefined && env.LEDGERNET_PRIVATE_KEY.trim() !== '') {
    source = 'LEDGERNET_PRIVATE_KEY'
    text = env.LEDGERNET_PRIVATE_KEY
  } else {
    throw new CliError('No signing key is configured.', {
      code: 'NO_KEY',
    })
  }
  if (text.trim()) secrets.add(text.trim())
  return parseSigningKey(text, source, options.index)
}

/**
 * Reads key text by `@ledgernet/crypto`'s `parsePrivateKeyText` (see {@link loadSigningKey});
 * `source` names it in errors.
 *
 * @example
 * parseSigningKey('test test test test test test test test test test test junk', 'LEDGERNET_PRIVATE_KEY', 1).path // "m/44'/1022'/0'/0/1"
 */
export function parseSigningKey(text: string, source: string, index?: number): LoadedSigningKey {
  try {
    return { ...parsePrivateKeyText(text, { field: source, index }), source }
  } catch (error) {
    if (!(error instanceof InvalidArgumentError) || error.field !== 'index') throw error
    // A hex key has no index to choose (the CLI's own usage error); a mnemonic's is out of range.
    if (parsePrivateKeyText(text, { field: source }).kind === 'hex')
      throw new CliError(`--index applies to a mnemonic, and the ${source} holds a hex private key.`, {
        code: 'INDEX_WITHOUT_MNEMONIC',
      })
    throw new InvalidArgumentError('--index', error.problem, { cause: error })
  }
}
