import { LedgernetError } from '@ledgernet/errors'

/**
 * A problem the CLI found itself (no key configured, a key given on the command line, a mnemonic
 * that would be printed into a pipe, a demo step whose effect is not what it should be): one line
 * in plain words and a hint saying what to do. Never carries a secret.
 *
 * @example
 * throw new CliError('No key is configured.', { code: 'NO_KEY', hint: 'pass --key-file <file> or set LEDGERNET_PRIVATE_KEY' })
 */
export class CliError extends LedgernetError {
  override name = 'CliError'
  declare readonly hint: string | undefined

  constructor(message: string, options: { code: string; hint?: string; cause?: unknown; details?: string }) {
    super(message, { code: options.code, ...(options.cause !== undefined ? { cause: options.cause } : {}), ...(options.details ? { details: options.details } : {}) })
    Object.assign(this, { hint: options.hint })
  }
}
