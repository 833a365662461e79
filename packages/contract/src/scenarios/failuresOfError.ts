import { findCause, isLedgernetError } from '@ledgernet/errors'
import type { ContractFailure } from '../report/ContractReport.js'
import { AnswerTooLargeError } from '../run/AnswerTooLargeError.js'
import { ContractStepError } from './ContractStepError.js'

/**
 * Where the build answer of each interface holds what the flows check before signing: a failure
 * of the check names these fields.
 *
 * @example
 * builtFields['gateway.buildTransaction'].blob // '/body/transaction_build/unsigned_transaction'
 */
const builtFields: Record<string, { blob: string; payload: string; fee: string }> = {
  'gateway.buildTransaction': {
    blob: '/body/transaction_build/unsigned_transaction',
    payload: '/body/transaction_build/payload_to_sign',
    fee: '/body/transaction_build/fee',
  },
  'node-rpc.ledger.buildTransaction': {
    blob: '/body/result/transaction/blob',
    payload: '/body/result/transaction/hashOfBlobToSign',
    fee: '/body/result/fee',
  },
}

type Fields = Record<string, unknown>

/**
 * The report failures of an error a scenario step ended with, naming `operation` (the step's) and
 * the field where the error says which: the flows' checks before signing (a built transaction
 * that does not do what was asked, field by field; a payload that is not its hash; a fee above
 * the runner's limit), an answer naming another transaction, a refusal, a transaction that
 * failed or stayed pending, a transport failure (a status, an answer that does not match the
 * spec, a body over the limit, no answer). A `ContractStepError` carries its own.
 *
 * @example
 * failuresOfError('gateway.submitTransaction', error) // [{ operation: 'gateway.submitTransaction', path: '/status', message: '…', seen: 400 }]
 */
export function failuresOfError(operation: string, error: unknown): ContractFailure[] {
  if (error instanceof ContractStepError) return [...error.failures]
  const tooLarge = findCause(error, (cause) => cause instanceof AnswerTooLargeError) as AnswerTooLargeError | undefined
  if (tooLarge)
    return [
      {
        operation,
        path: '/body',
        message: `${operation}: ${tooLarge.shortMessage}`,
        expected: `at most ${tooLarge.limit} bytes`,
        seen: tooLarge.declared ?? tooLarge.seen,
      },
    ]
  if (!isLedgernetError(error))
    return [{ operation, path: '', message: error instanceof Error ? error.message : String(error) }]
  const fields = error as unknown as Fields
  const built = builtFields[operation]
  const fail = (path: string, message: string, extra: { expected?: unknown; seen?: unknown } = {}) => [
    { operation, path, message, ...extra },
  ]
  switch (error.code) {
    case 'TRANSACTION_MISMATCH':
      return (fields.mismatches as { field: string; expected: string; actual: string }[]).map((mismatch) => ({
        operation,
        path: built?.blob ?? '/body',
        message: `the built transaction does not do what was asked: ${mismatch.field} is ${mismatch.actual}, the request says ${mismatch.expected}`,
        expected: mismatch.expected,
        seen: mismatch.actual,
      }))
    case 'PAYLOAD_MISMATCH':
      return fail(built?.payload ?? '/body', 'must be SHA-256(SHA-256(the unsigned transaction))', {
        expected: fields.computed,
        seen: fields.received,
      })
    case 'FEE_TOO_HIGH':
      return fail(built?.fee ?? '/body', `the fee is above what the runner allows for this transaction`, {
        expected: `≤ ${String(fields.maxFee)}`,
        seen: String(fields.fee),
      })
    case 'VALIDITY_WINDOW':
      return fail(built?.blob ?? '/body', error.shortMessage)
    case 'TOKEN_RRI_MISMATCH':
      return [
        {
          operation: 'gateway.deriveToken',
          path: '/body/token_identifier/rri',
          message: 'must be the rri derived from the key and the symbol',
          expected: fields.derived,
          seen: fields.received,
        },
      ]
    case 'ANSWER_MISMATCH':
      return fail(answerPath(operation, String(fields.field)), `must be the transaction signed here`, {
        expected: fields.expected,
        seen: fields.actual,
      })
    case 'TRANSACTION_REFUSED': {
      const cause = error.cause as { status?: number; body?: { message?: unknown }; code?: unknown } | undefined
      const said = typeof cause?.body?.message === 'string' ? `: ${cause.body.message.slice(0, 200)}` : ''
      return fail('/status', `a valid request was refused (${String(fields.reason)})${said}`, {
        expected: 'success',
        seen: cause?.status ?? cause?.code,
      })
    }
    case 'TRANSACTION_FAILED':
      return fail(
        statusPath(operation),
        `transaction ${String(fields.transactionId)} ended ${String(fields.status)}: ${String(fields.failure ?? '')}`,
        {
          expected: 'CONFIRMED',
          seen: fields.status,
        },
      )
    case 'WAIT_FOR_STATUS_TIMEOUT':
      return fail(
        statusPath(operation),
        `transaction ${String(fields.transactionId)} stayed ${String(fields.lastStatus ?? 'unknown')} for ${String(fields.timeout)} ms`,
        { expected: 'CONFIRMED', seen: fields.lastStatus },
      )
    case 'TRANSACTION_NOT_FOUND':
      return fail(
        '/status',
        `the server does not know transaction ${String(fields.transactionId)}, whose submit it accepted`,
      )
    case 'HTTP_ERROR': {
      const body = fields.body as { message?: unknown } | undefined
      const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : ''
      return fail('/status', `a valid request must succeed, got HTTP ${String(fields.status)}${said}`, {
        expected: 'success',
        seen: fields.status,
      })
    }
    case 'INVALID_RESPONSE': {
      const issues = fields.issues as { path: string; message: string; value?: unknown }[]
      return issues.length
        ? issues.map((issue) => ({
            operation,
            path: `/body${issue.path}`,
            message: `response: ${issue.message}`,
            ...('value' in issue ? { seen: issue.value } : {}),
          }))
        : fail('/body', 'is not JSON')
    }
    default:
      return fail('', error.shortMessage)
  }
}

/** Where an answer names the transaction: `transaction_identifier.hash` → `/body/transaction_identifier/hash`. */
function answerPath(operation: string, field: string): string {
  // The wait's words for the id a status answer names.
  if (field === 'transaction id')
    return operation.startsWith('node-rpc.') ? '/body/result/txID' : '/body/transaction/transaction_identifier/hash'
  const pointer = field.replace(/\[(\d+)\]/g, '.$1').replace(/\./g, '/')
  return operation.startsWith('node-rpc.') ? `/body/result/${pointer}` : `/body/${pointer}`
}

function statusPath(operation: string): string {
  return operation.startsWith('node-rpc.')
    ? '/body/result/status'
    : operation.startsWith('gateway-v0.')
      ? '/body/committed/receipt/status'
      : '/body/transaction/transaction_status/status'
}
