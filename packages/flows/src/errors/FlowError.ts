import { errorJson, LedgernetError, type LedgernetErrorCode, type LedgernetErrorOptions } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * The base of the flows' errors: the `cause` when the fields carry one, the fields set on the
 * error, the docs link in this release of the package (`#fee_too_high`) and its JSON form — written
 * once here rather than in each class. Each class writes out its own `code` (`super('FEE_TOO_HIGH',
 * …)`) and `name` (`override name = 'FeeTooHighError' as const`), so that searching for either
 * finds it.
 * Catch the classes, or use `isLedgernetError(error, code)`, which narrows to them.
 *
 * @example
 * if (error instanceof FlowError) console.log(error.code)
 */
export class FlowError<TCode extends LedgernetErrorCode = LedgernetErrorCode> extends LedgernetError<TCode> {
  constructor(
    code: TCode,
    message: string,
    fields: { [field: string]: unknown; cause?: unknown },
    options: Pick<LedgernetErrorOptions, 'metaMessages' | 'details'> = {},
  ) {
    super(message, { code, cause: fields.cause, packageTag, ...options })
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
