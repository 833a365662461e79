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
 * that would be printed into a pipe, a key file that already exists): one line in plain words.
 * What to do about it is its code's hint in `cliErrors`, or `hint` where the place that throws it
 * knows more. Never carries a secret.
 *
 * @example
 * throw new CliError('No signing key is configured.', { code: 'NO_KEY' })
 */
export class CliError<TCode extends CliErrorCode = CliErrorCode> extends LedgernetError<TCode> {
  override name = 'CliError' as const
  /** What to do about it, when the place that threw it knows more than its code's hint (`cliErrors`). */
  declare readonly hint: string | undefined

  constructor(message: string, options: { code: TCode; hint?: string; cause?: unknown; details?: string }) {
    const { hint, ...rest } = options
    super(message, { ...rest, packageTag })
    Object.assign(this, { hint })
  }
}
