import type { GetTransactionStatusRequest, OperationHandlers, TransactionStatusRecord } from '@ledgernet/gateway-client'
import { toGatewayActions } from '@ledgernet/transaction'
import type { GatewayRecord, Ledger, LedgerStateView } from '../../ledger/Ledger.js'
import { nativeToken } from '../../ledger/nativeToken.js'
import { gatewayError, invalidRequest } from './gatewayError.js'

/**
 * `POST /transaction/status`: the record of a submitted transaction at the current state, or at
 * an older one (`at_state_identifier`), where it may still be PENDING or not yet known. The
 * answer's `ledger_state` is the state it was read at.
 *
 * @example
 * getTransactionStatus(ledger, { transaction_identifier: { hash } }) // { status: 200, body: { transaction, ledger_state } }
 */
export function getTransactionStatus(
  ledger: Ledger,
  body: GetTransactionStatusRequest,
): Awaited<ReturnType<OperationHandlers['getTransactionStatus']>> {
  let state: LedgerStateView | undefined
  if (body.at_state_identifier) {
    const found = ledger.stateAt(body.at_state_identifier)
    if ('problem' in found) return invalidRequest([{ path: '/body/at_state_identifier', message: found.problem }])
    state = found
  }
  const hash = body.transaction_identifier.hash
  const record = ledger.transaction(hash)
  if (!record || (state && record.submittedVersion > state.version))
    return gatewayError(404, `Transaction not found: ${hash}`, {
      type: 'TransactionNotFoundError',
      transaction_not_found: { hash },
    })
  const confirmed = record.status === 'CONFIRMED' && (!state || record.confirmedVersion! <= state.version)
  const failed = record.status === 'FAILED' && (!state || record.failedVersion! < state.version)
  const status = confirmed ? 'CONFIRMED' : failed ? 'FAILED' : 'PENDING'
  return {
    status: 200,
    body: { transaction: statusRecord(record, status), ledger_state: state ?? ledger.ledgerState() },
  }
}

/** The spec's `TransactionStatusRecord` of a transaction seen with `status`. */
function statusRecord(record: GatewayRecord, status: 'PENDING' | 'CONFIRMED' | 'FAILED'): TransactionStatusRecord {
  return {
    transaction_status:
      status === 'CONFIRMED'
        ? {
            status,
            confirmed_time: new Date(record.confirmedAt!).toISOString(),
            // A CONFIRMED record has its version (the ledger sets both together).
            ledger_state_version: record.confirmedVersion!,
          }
        : status === 'FAILED'
          ? { status, failure: record.failure! }
          : { status },
    transaction_identifier: { hash: record.id },
    actions: toGatewayActions(record.transaction.actions),
    fee_paid: {
      value: status === 'FAILED' ? '0' : record.transaction.fee.toString(),
      token_identifier: { rri: nativeToken.rri },
    },
    metadata: {
      hex: record.signedHex,
      ...(record.transaction.message !== undefined ? { message: record.transaction.message } : {}),
    },
  }
}
