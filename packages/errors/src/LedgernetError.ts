import type { LedgernetErrorCode } from './LedgernetErrorCodes.js'
import { packageTag as ownTag } from './packageTag.js'

/**
 * How every ledgernet error's `docsUrl` starts, whichever copy of this package made it (an ESM
 * import, a CommonJS require, a second installed version): the mark `isLedgernetError` checks,
 * where `instanceof` sees one copy's classes only. A mark the errors carry anyway costs no byte.
 */
export const docsUrlPrefix = 'https://github.com/ledgernet/ledgernet/blob/'

/**
 * What a {@link LedgernetError} is made of.
 *
 * @example
 * const options: LedgernetErrorOptions<'INVALID_ARGUMENT'> = { code: 'INVALID_ARGUMENT', details: 'the server said no' }
 */
export type LedgernetErrorOptions<TCode extends LedgernetErrorCode = LedgernetErrorCode> = {
  /** Stable, machine-readable code, registered in `LedgernetErrorCodes`. It never changes meaning once published. */
  code: TCode
  /** The underlying error, kept so that nothing is lost. */
  cause?: unknown
  /** One more sentence of detail (the server's message, the offending value's shape, ...). */
  details?: string
  /** Extra lines shown under the short message, e.g. `field: fee_payer.address`. */
  metaMessages?: string[]
  /**
   * The release tag of the package that defines the error (its `packageTag`, `@ledgernet/flows@0.1.0`):
   * `docsUrl` points at docs/errors.md in that release. Default: the tag of `@ledgernet/errors`.
   */
  packageTag?: string
}

/**
 * The base class of every error thrown by a ledgernet package.
 *
 * `shortMessage` is one line in plain words (what a CLI prints); `message` adds the detail lines
 * and the docs link. `code` is stable and is what programs should branch on, or use
 * `isLedgernetError(error, code)`, which narrows to the class of that code. `docsUrl` links to the
 * code's section of docs/errors.md in the release of the package that defines the error (the page
 * also ships in the package, as `dist/errors.md`). `JSON.stringify(error)` gives the code, the
 * messages, the docs link and every field; a class with bigint fields adds a `toJSON` that writes
 * them as decimal strings (see {@link errorJson}).
 *
 * @example
 * import { LedgernetError } from '@ledgernet/errors'
 * try {
 *   throw new LedgernetError('Something failed.', { code: 'INVALID_ARGUMENT' })
 * } catch (error) {
 *   if (error instanceof LedgernetError) console.log(error.code, error.shortMessage)
 * }
 */
export class LedgernetError<TCode extends LedgernetErrorCode = LedgernetErrorCode> extends Error {
  override name = 'LedgernetError'
  // `declare` keeps field initialisers out of the bundle: every browser bundle carries this class.
  declare readonly code: TCode
  declare readonly shortMessage: string
  declare readonly details: string | undefined
  declare readonly metaMessages: readonly string[]
  declare readonly docsUrl: string

  constructor(shortMessage: string, options: LedgernetErrorOptions<TCode>) {
    const { code, cause, metaMessages = [] } = options
    // A ledgernet cause has its own message in the chain; another error's message is the detail.
    const details =
      options.details ?? (cause instanceof LedgernetError ? undefined : (cause as Error | undefined)?.message)
    const docsUrl = `${docsUrlPrefix}${options.packageTag ?? ownTag}/docs/errors.md#${code.toLowerCase()}`
    const lines = [shortMessage]
    if (metaMessages.length) lines.push('', ...metaMessages)
    if (details) lines.push('', `Details: ${details}`)
    lines.push(`Docs: ${docsUrl}`)
    super(lines.join('\n'), { cause })
    Object.assign(this, { code, shortMessage, details, metaMessages, docsUrl })
  }
}
