import { findCause, InvalidArgumentError, isLedgernetError, LedgernetError } from '@ledgernet/errors'
import { expectEqual } from './support/assertions.js'

const invalid = new InvalidArgumentError('amount.value', 'must be a positive integer')
expectEqual([invalid.name, invalid.code, invalid.field, invalid.reason], ['InvalidArgumentError', 'INVALID_ARGUMENT', 'amount.value', 'must be a positive integer'], 'InvalidArgumentError fields')
expectEqual(invalid instanceof LedgernetError && invalid instanceof Error, true, 'InvalidArgumentError extends LedgernetError')
expectEqual(isLedgernetError(invalid, 'INVALID_ARGUMENT'), true, 'isLedgernetError by code')
expectEqual(isLedgernetError(new Error('plain')), false, 'isLedgernetError on a plain Error')

const outer = new LedgernetError('The transfer failed', { code: 'TRANSFER_FAILED', cause: invalid })
expectEqual(findCause(outer, (cause) => cause instanceof InvalidArgumentError) === invalid, true, 'findCause walks the cause chain')
expectEqual(outer.message.split('\n')[0], 'The transfer failed', 'message starts with the short message')
console.log('ok: errors')
