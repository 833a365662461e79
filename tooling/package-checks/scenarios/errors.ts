import { errorJson, findCause, InvalidArgumentError, isLedgernetError, LedgernetError } from '@ledgernet/errors'
import { expectEqual } from './support/assertions.js'

// A package of the user's own registers its code, as every ledgernet package does.
declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes {
    APP_TRANSFER_FAILED: TransferFailedError
  }
}

class TransferFailedError extends LedgernetError<'APP_TRANSFER_FAILED'> {
  override name = 'TransferFailedError' as const
  declare readonly amount: bigint
  constructor(amount: bigint, cause: unknown) {
    super('The transfer failed', { code: 'APP_TRANSFER_FAILED', cause })
    Object.assign(this, { amount })
  }
  toJSON(): Record<string, unknown> {
    return errorJson(this)
  }
}

const invalid = new InvalidArgumentError('amount.value', 'must be a positive integer')
expectEqual(
  [invalid.name, invalid.code, invalid.field, invalid.problem],
  ['InvalidArgumentError', 'INVALID_ARGUMENT', 'amount.value', 'must be a positive integer'],
  'InvalidArgumentError fields',
)
expectEqual(
  invalid instanceof LedgernetError && invalid instanceof Error,
  true,
  'InvalidArgumentError extends LedgernetError',
)
expectEqual(isLedgernetError(invalid, 'INVALID_ARGUMENT'), true, 'isLedgernetError by code')
expectEqual(isLedgernetError(new Error('plain')), false, 'isLedgernetError on a plain Error')
expectEqual(
  /\/blob\/@ledgernet\/errors@\d+\.\d+\.\d+\/docs\/errors\.md#invalid_argument$/.test(invalid.docsUrl),
  true,
  'the docs link names the release',
)

const outer: unknown = new TransferFailedError(5n, invalid)
if (!isLedgernetError(outer, 'APP_TRANSFER_FAILED')) throw new Error('isLedgernetError narrows by a registered code')
expectEqual(outer.amount, 5n, 'narrowed to the registered class')
expectEqual(
  findCause(outer, (cause) => cause instanceof InvalidArgumentError) === invalid,
  true,
  'findCause walks the cause chain',
)
expectEqual(outer.message.split('\n')[0], 'The transfer failed', 'message starts with the short message')
expectEqual(JSON.parse(JSON.stringify(outer)).amount, '5', 'JSON.stringify writes bigints as strings')
console.log('ok: errors')
