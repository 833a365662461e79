/** Where the errors are explained; a subclass adds its own path. */
export const docsBaseUrl = 'https://github.com/ledgernet/ledgernet/blob/main/docs/errors.md'

export type LedgernetErrorOptions = {
  /** Stable, machine-readable code. It never changes meaning once published. */
  code?: string
  /** The underlying error, kept so that nothing is lost. */
  cause?: unknown
  /** One more sentence of detail (the server's message, the offending value's shape, ...). */
  details?: string
  /** Extra lines shown under the short message, e.g. `field: fee_payer.address`. */
  metaMessages?: string[]
  /** Anchor in docs/errors.md that explains this error. */
  docsPath?: string
}

/**
 * The base class of every error thrown by a ledgernet package.
 *
 * `shortMessage` is one line in plain words (what a CLI prints); `message` adds the detail lines
 * and the docs link. `code` is stable and is what programs should branch on, or use
 * {@link isLedgernetError}.
 *
 * @example
 * import { LedgernetError } from '@ledgernet/errors'
 * try {
 *   throw new LedgernetError('Something failed.', { code: 'EXAMPLE' })
 * } catch (error) {
 *   if (error instanceof LedgernetError) console.log(error.code, error.shortMessage)
 * }
 */
export class LedgernetError extends Error {
  override name = 'LedgernetError'
  // `declare` keeps field initialisers out of the bundle: every browser bundle carries this class.
  declare readonly code: string
  declare readonly shortMessage: string
  declare readonly details: string | undefined
  declare readonly metaMessages: readonly string[]
  declare readonly docsUrl: string

  constructor(shortMessage: string, options: LedgernetErrorOptions = {}) {
    const details =
      options.details ??
      (options.cause instanceof Error && !(options.cause instanceof LedgernetError)
        ? options.cause.message
        : undefined)
    const docsUrl = `${docsBaseUrl}${options.docsPath ? `#${options.docsPath}` : ''}`
    const lines = [shortMessage]
    if (options.metaMessages?.length) lines.push('', ...options.metaMessages)
    if (details) lines.push('', `Details: ${details}`)
    lines.push(`Docs: ${docsUrl}`)
    super(lines.join('\n'), options.cause === undefined ? undefined : { cause: options.cause })
    Object.assign(this, {
      code: options.code ?? 'LEDGERNET_ERROR',
      shortMessage,
      details,
      metaMessages: options.metaMessages ?? [],
      docsUrl,
    })
  }
}


/**
 * True when `error` is a {@link LedgernetError}, and when `code` is given, one with that code.
 * Works across copies of the package (it checks the shape, not only the prototype).
 *
 * @example
 * if (isLedgernetError(error, 'HTTP_ERROR')) console.log(error.shortMessage)
 */
export function isLedgernetError(error: unknown, code?: string): error is LedgernetError {
  if (!(error instanceof Error)) return false
  const candidate = error as Partial<LedgernetError>
  const looksRight =
    error instanceof LedgernetError ||
    (typeof candidate.code === 'string' && typeof candidate.shortMessage === 'string')
  return looksRight && (code === undefined || candidate.code === code)
}
