import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * The codes of {@link CliError}: problems the command line finds itself.
 *
 * @example
 * const code: CliErrorCode = 'NO_KEY'
 */
export type CliErrorCode =
  | 'NO_KEY'
  | 'KEY_ON_COMMAND_LINE'
  | 'KEY_FILE_UNREADABLE'
  | 'KEY_FILE_EXISTS'
  | 'KEY_FILE_UNWRITABLE'
  | 'KEY_NOT_KEPT'
  | 'INDEX_WITHOUT_MNEMONIC'
  | 'MNEMONIC_NOT_TO_TERMINAL'
  | 'TOKEN_NOT_FOUND'
  | 'NOT_A_TOKEN'
  | 'SANDBOX_IS_LOCALNET'

/**
 * A problem the CLI found itself (no key configured, a key given on the command line, a mnemonic
 * that would be printed into a pipe, a key file that already exists): one line in plain words and
 * a hint saying what to do. Never carries a secret.
 *
 * @example
 * throw new CliError('No key is configured.', { code: 'NO_KEY', hint: 'pass --key-file <file> or set LEDGERNET_PRIVATE_KEY' })
 */
export class CliError<TCode extends CliErrorCode = CliErrorCode> extends LedgernetError<TCode> {
  override name = 'CliError' as const
  /** What to do about it, for people. */
  declare readonly hint: string | undefined

  constructor(message: string, options: { code: TCode; hint?: string; cause?: unknown; details?: string }) {
    const { hint, ...rest } = options
    super(message, { ...rest, packageTag })
    Object.assign(this, { hint })
  }
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes {
    NO_KEY: CliError<'NO_KEY'>
    KEY_ON_COMMAND_LINE: CliError<'KEY_ON_COMMAND_LINE'>
    KEY_FILE_UNREADABLE: CliError<'KEY_FILE_UNREADABLE'>
    KEY_FILE_EXISTS: CliError<'KEY_FILE_EXISTS'>
    KEY_FILE_UNWRITABLE: CliError<'KEY_FILE_UNWRITABLE'>
    KEY_NOT_KEPT: CliError<'KEY_NOT_KEPT'>
    INDEX_WITHOUT_MNEMONIC: CliError<'INDEX_WITHOUT_MNEMONIC'>
    MNEMONIC_NOT_TO_TERMINAL: CliError<'MNEMONIC_NOT_TO_TERMINAL'>
    TOKEN_NOT_FOUND: CliError<'TOKEN_NOT_FOUND'>
    NOT_A_TOKEN: CliError<'NOT_A_TOKEN'>
    SANDBOX_IS_LOCALNET: CliError<'SANDBOX_IS_LOCALNET'>
  }
}
