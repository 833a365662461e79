import type { Action, ApiErrorBody, InvalidTransactionErrorDetails } from '@ledgernet/gateway-client'
import { toGatewayActions, type UnsignedTransaction } from '@ledgernet/transaction'
import type { Issue } from '@ledgernet/transport'
import type { IntakeProblem } from '../../ledger/IntakeProblem.js'
import { describeViolation, type LedgerViolation } from '../../ledger/LedgerViolation.js'
import { nativeToken } from '../../ledger/nativeToken.js'

/** The typed `details` of a Gateway API error body (the spec's `ErrorDetails`). */
type ErrorDetails = NonNullable<ApiErrorBody['details']>

/**
 * A Gateway API error answer with its status: what the handlers of `OperationHandlers` may
 * answer where the spec declares that status.
 *
 * @example
 * const answer: GatewayErrorAnswer<404> = gatewayError(404, 'Transaction not found', { type: 'TransactionNotFoundError', transaction_not_found: { hash } })
 */
export type GatewayErrorAnswer<TStatus extends number = number> = {
  status: TStatus
  body: ApiErrorBody
  headers?: Record<string, string>
}

/**
 * A Gateway API error answer: status, `{ code, message, details? }` (the spec's `GatewayError`),
 * the details typed by the spec.
 *
 * @example
 * gatewayError(404, 'Transaction not found: 98…', { type: 'TransactionNotFoundError', transaction_not_found: { hash } })
 */
export function gatewayError<TStatus extends number>(
  status: TStatus,
  message: string,
  details?: ErrorDetails,
  headers?: Record<string, string>,
): GatewayErrorAnswer<TStatus> {
  return { status, body: { code: status, message, ...(details ? { details } : {}) }, ...(headers ? { headers } : {}) }
}

/**
 * The 400 `InvalidRequestError` of schema issues, one `validation_errors` entry per field.
 *
 * @example
 * invalidRequest([{ path: '/body/symbol', message: 'must match pattern "^[a-z0-9]{1,35}$"' }])
 */
export function invalidRequest(issues: readonly Pick<Issue, 'path' | 'message'>[]): GatewayErrorAnswer<400> {
  const byPath = new Map<string, string[]>()
  for (const issue of issues) {
    const path = issue.path === '' ? '/body' : issue.path
    const errors = byPath.get(path) ?? []
    if (!errors.includes(issue.message)) errors.push(issue.message)
    byPath.set(path, errors)
  }
  const count = byPath.size
  return gatewayError(400, `Invalid request: ${count} validation error${count === 1 ? '' : 's'}`, {
    type: 'InvalidRequestError',
    validation_errors: [...byPath].map(([path, errors]) => ({ path, errors })),
  })
}

const amount = (value: bigint, rri: string) => ({ value: value.toString(), token_identifier: { rri } })

/**
 * The Gateway error of a ledger rule broken by a transaction. `requestActions` are the actions
 * as the request sent them (build); otherwise the transaction's actions are written back.
 * `tokenNotFoundStatus` is 404 on build and 400 on finalize and submit, which document no 404.
 *
 * @example
 * violationError(violation, { transaction, requestActions: body.actions, tokenNotFoundStatus: 404 })
 */
function violationError<TNotFound extends 400 | 404>(
  violation: LedgerViolation,
  {
    transaction,
    requestActions,
    tokenNotFoundStatus,
  }: { transaction?: UnsignedTransaction; requestActions?: readonly unknown[]; tokenNotFoundStatus: TNotFound },
): GatewayErrorAnswer<400 | TNotFound> {
  const message = describeViolation(violation)
  switch (violation.kind) {
    case 'action': {
      const invalid =
        requestActions?.[violation.actionIndex] ??
        (transaction ? toGatewayActions([transaction.actions[violation.actionIndex]!])[0] : undefined)
      return gatewayError(400, message, {
        type: 'InvalidActionError',
        action_index: violation.actionIndex,
        reason: violation.rule,
        // The action as the request sent it: the request passed the spec's schema.
        invalid_action: invalid as Action,
      })
    }
    case 'reservedSymbol':
      return gatewayError(400, message, { type: 'InvalidTokenSymbolError', invalid_token_symbol: violation.symbol })
    case 'tokenNotFound':
      return gatewayError(tokenNotFoundStatus, message, {
        type: 'TokenNotFoundError',
        token_not_found: { rri: violation.rri },
      })
    case 'insufficientFunds':
      return gatewayError(400, message, {
        type: 'NotEnoughTokensForTransferError',
        requested_amount: amount(violation.requested, violation.rri),
        available_amount: amount(violation.available, violation.rri),
      })
    case 'insufficientFee':
      return gatewayError(400, message, {
        type: 'NotEnoughNativeTokensForFeesError',
        required_amount: amount(violation.required, nativeToken.rri),
        available_amount: amount(violation.available, nativeToken.rri),
      })
    case 'expired':
      return invalidTransaction('EXPIRED', '', message)
  }
}

function invalidTransaction(
  reason: InvalidTransactionErrorDetails['reason'],
  hex: string,
  detail: string,
): GatewayErrorAnswer<400> {
  return gatewayError(400, `Invalid transaction: ${detail}`, {
    type: 'InvalidTransactionError',
    reason,
    invalid_transaction: hex,
    message: detail,
  })
}

/**
 * The Gateway error of a refused finalize or submit (or build, for `encode`).
 *
 * @example
 * intakeError(error.problem, { operationId: 'submitTransaction', message: error.shortMessage })
 */
export function intakeError(
  problem: IntakeProblem,
  options: { operationId: 'buildTransaction'; message: string; requestActions?: readonly unknown[] },
): GatewayErrorAnswer<400 | 404 | 503>
export function intakeError(
  problem: IntakeProblem,
  options: { operationId: 'finalizeTransaction' | 'submitTransaction'; message: string },
): GatewayErrorAnswer<400 | 503>
export function intakeError(
  problem: IntakeProblem,
  {
    operationId,
    message,
    requestActions,
  }: { operationId: string; message: string; requestActions?: readonly unknown[] },
): GatewayErrorAnswer<400 | 404 | 503> {
  switch (problem.kind) {
    case 'malformed':
      return invalidTransaction('MALFORMED', problem.hex, message)
    case 'wrongNetwork':
      return invalidTransaction('WRONG_NETWORK', problem.hex, message)
    case 'window':
      return invalidTransaction(problem.reason, problem.hex, message)
    case 'idMismatch':
      return invalidTransaction('TRANSACTION_IDENTIFIER_MISMATCH', problem.hex, message)
    case 'feeMismatch':
      return invalidTransaction('MALFORMED', problem.hex, message)
    case 'publicKey':
      return gatewayError(400, message, {
        type: 'InvalidPublicKeyError',
        invalid_public_key: { hex: problem.publicKeyHex },
      })
    case 'signature':
      return gatewayError(400, message, {
        type: 'InvalidSignatureError',
        reason: problem.reason,
        invalid_signature: { public_key: { hex: problem.publicKeyHex }, bytes: problem.derHex },
      })
    case 'encode':
      return invalidRequest([{ path: '/body/actions', message: `${problem.field} ${problem.reason}` }])
    case 'ledger':
      return violationError(problem.violation, {
        transaction: problem.transaction,
        ...(requestActions ? { requestActions } : {}),
        tokenNotFoundStatus: operationId === 'buildTransaction' ? 404 : 400,
      })
    case 'mempoolFull':
    case 'journalFailing':
      return gatewayError(
        503,
        `Not synced up: ${message}`,
        {
          type: 'NotSyncedUpError',
          request_type: operationId,
          current_sync_delay_seconds: 1,
          max_allowed_sync_delay_seconds: 0,
        },
        { 'retry-after': '1' },
      )
  }
}
