/**
 * A class of ledgernet errors, as a value (what `instanceof` checks).
 *
 * @example
 * const errorClass: ErrorClass = InvalidArgumentError
 */
export type ErrorClass = ErrorClassOf<AnyLedgernetError>

/**
 * What every ledgernet error has, written by shape: the registry is built from the tables' classes,
 * so their type cannot be read from the registry (`LedgernetError<LedgernetErrorCode>`).
 */
type AnyLedgernetError = Error & {
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[]
  readonly docsUrl: string
}

/**
 * A class whose instances are `TError`.
 *
 * @example
 * const errorClass: ErrorClassOf<InvalidArgumentError> = InvalidArgumentError
 */
export type ErrorClassOf<TError> = abstract new (...args: never[]) => TError

/**
 * What a hint may take into account besides the error: what the caller knows about the call that
 * failed.
 *
 * @example
 * const context: HintContext = { credentialsGiven: true } // a 401 then means wrong credentials
 */
export type HintContext = {
  /** Admin credentials were given for the call, so a 401 means they are wrong, not missing. */
  credentialsGiven?: boolean
}

/**
 * What a message may take into account besides the error: the {@link HintContext}, and the line
 * of another error (a cause's) as its own table gives it.
 *
 * @example
 * const context: MessageContext = { messageOf: (other) => (other instanceof Error ? other.message : undefined) }
 */
export type MessageContext = HintContext & {
  /** The line a person reads for another error (`undefined` for anything but a ledgernet error). */
  messageOf(other: unknown): string | undefined
}

/**
 * One error code in its package's table: the class that carries it, what a person is told (the
 * message), what to do (the hint) and what it means (the docs text of docs/errors.md).
 *
 * @example
 * const entry: ErrorEntry<FeeTooHighError> = {
 *   class: FeeTooHighError,
 *   hint: 'raise maxFee (--max-fee) if the fee is expected',
 *   docs: 'The fee in the built transaction is above the caller’s `maxFee`.',
 * }
 */
export type ErrorEntry<TError = never> = {
  /** The class of the errors of this code (its `name` is the class name). */
  class: ErrorClass
  /**
   * The one line a person reads (what the CLI prints), when the error's `shortMessage` is not the
   * best one: it says the same in the reader's units or with the server's own words.
   */
  message?: (error: TError, context: MessageContext) => string
  /** What to do about it, as the end of a sentence (no final full stop); docs/errors.md shows it too. */
  hint: string
  /** A hint more precise than `hint`, read from the error's fields (a refusal's reason, a server's error type). */
  hintFor?: (error: TError, context: HintContext) => string | undefined
  /** The machine-readable reason (a refusal's `NOT_TOKEN_OWNER`, a server's error type); default: the error's own `reason`. */
  reason?: (error: TError) => string | undefined
  /** What the code means and what was or was not done, in Markdown: its section of docs/errors.md. */
  docs: string
}

/**
 * The error of a registered code: the class's instance, with `code` narrowed to the key when the
 * class carries several codes (`SandboxError & { code: 'PORT_IN_USE' }`).
 */
type ErrorOfCode<TClass, TCode extends string> = TClass extends abstract new (
  ...args: never[]
) => infer TError
  ? TError extends { code: TCode }
    ? TError
    : TError & { readonly code: TCode }
  : never

/**
 * A package's table of error codes: its title and introduction in docs/errors.md and one
 * {@link ErrorEntry} per code it throws. The package registers its codes in `LedgernetErrorCodes`
 * from it ({@link RegisteredErrors}), so a code cannot be thrown without its class, hint and docs.
 * A table is a plain object (no call makes it): the registry is read from its type, and a call's
 * inferred type would depend on the registry it makes.
 *
 * @example
 * export const exampleErrors = {
 *   package: '@ledgernet/example',
 *   title: 'Example',
 *   errors: {
 *     THING_BROKEN: { class: ThingError, hint: 'mend the thing', docs: 'The thing broke.' },
 *   },
 * }
 */
export type ErrorTable = {
  /** The package that throws these codes (`@ledgernet/flows`). */
  package: string
  /** Its `##` heading in docs/errors.md. */
  title: string
  /** What the section says before its codes, in Markdown. */
  intro?: string
  errors: { readonly [code: string]: ErrorEntry }
}

/**
 * The codes a table declares, each mapped to its error: what a package adds to
 * `LedgernetErrorCodes` (`interface LedgernetErrorCodes extends RegisteredErrors<typeof flowsErrors> {}`).
 * A table that lacks a class, hint or docs for a code does not satisfy the constraint.
 *
 * @example
 * type FlowsCodes = keyof RegisteredErrors<typeof flowsErrors> // 'FEE_TOO_HIGH' | …
 */
export type RegisteredErrors<TTable extends ErrorTable> = {
  [TCode in keyof TTable['errors'] & string]: ErrorOfCode<TTable['errors'][TCode]['class'], TCode>
}
