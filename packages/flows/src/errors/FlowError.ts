import { errorJson, LedgernetError, type LedgernetErrorCode, type LedgernetErrorOptions } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * A code in Pascal case, the stem of its class's name: `FEE_TOO_HIGH` → `FeeTooHigh`
 * (`FeeTooHighError`).
 */
type PascalCase<TCode extends string> = TCode extends `${infer Word}_${infer Rest}`
  ? `${Capitalize<Lowercase<Word>>}${PascalCase<Rest>}`
  : Capitalize<Lowercase<TCode>>

/**
 * The base of the flows' errors: the stable `code` and the class's `name`, both spelt from one
 * stem (`FeeTooHigh`: `FEE_TOO_HIGH`, `FeeTooHighError`; the docs anchor is the code in lower case,
 * `#fee_too_high`, in this release of the package), the `cause` when the fields carry one, the
 * fields set on the error and its JSON form — written once here rather than in each class. A
 * subclass declares its name's literal type (`declare name: 'FeeTooHighError'`), which must be its
 * stem's.
 * Catch the classes, or use `isLedgernetError(error, code)`, which narrows to them.
 *
 * @example
 * if (error instanceof FlowError) console.log(error.code)
 */
export class FlowError<TCode extends LedgernetErrorCode = LedgernetErrorCode> extends LedgernetError<TCode> {
  declare name: `${PascalCase<TCode>}Error`

  constructor(
    stem: PascalCase<TCode>,
    message: string,
    fields: { [field: string]: unknown; cause?: unknown },
    options: Pick<LedgernetErrorOptions, 'metaMessages' | 'details'> = {},
  ) {
    // One word names the error: `FeeTooHigh` is the code FEE_TOO_HIGH and the name FeeTooHighError.
    const code = stem.replace(/\B[A-Z]/g, '_$&').toUpperCase() as TCode
    super(message, { code, cause: fields.cause, packageTag, ...options })
    this.name = `${stem}Error`
    Object.assign(this, fields)
  }

  /**
   * The error as JSON: every field (the fee, the epochs: bigints as decimal strings) and the cause chain.
   *
   * @example
   * JSON.stringify(new FeeTooHighError({ fee: 2n, maxFee: 1n })) // '{"name":"FeeTooHighError","code":"FEE_TOO_HIGH",…,"fee":"2","maxFee":"1"}'
   */
  toJSON(): Record<string, unknown> {
    return errorJson(this)
  }
}
