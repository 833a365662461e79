import { toGatewayActions } from '@ledgernet/transaction'
import type { GatewayRecord, Ledger, LedgerStateView } from '../../ledger/Ledger.js'
import { BoundedCache } from '../../ledger/BoundedCache.js'
import { nativeToken } from '../../ledger/nativeToken.js'
import type { Answer } from '../Answer.js'
import { gatewayError, invalidRequest } from './gatewayError.js'
import { gatewaySuccess } from './gatewaySuccess.js'

const NATIVE_RRI_JSON = JSON.stringify(nativeToken.rri)

// Written once per transaction and status: a poller asks for the same record many times. Bounded,
// so that the text of every transaction ever polled is not kept for the life of the ledger.
const serialized = new BoundedCache<GatewayRecord, { status: string; json: string }>(4096)

/**
 * `POST /transaction/status`: the record of a submitted transaction at the current state, or at
 * an older one (`at_state_identifier`), where it may still be PENDING or not yet known.
 *
 * @example
 * getTransactionStatus(ledger, { transaction_identifier: { hash } }) // { status: 200, body: { ledger_state, transaction } }
 */
export function getTransactionStatus(
  ledger: Ledger,
  body: { transaction_identifier: { hash: string }; at_state_identifier?: { version?: number; timestamp?: string; epoch?: number; round?: number } },
): Answer {
  let state: Pick<LedgerStateView, 'version'>
  let stateJson: string
  if (body.at_state_identifier) {
    const found = ledger.stateAt(body.at_state_identifier)
    if ('problem' in found) return invalidRequest([{ path: '/body/at_state_identifier', message: found.problem }])
    state = found
    stateJson = JSON.stringify(found)
  } else {
    state = ledger
    stateJson = ledger.ledgerStateJson()
  }
  const hash = body.transaction_identifier.hash
  const record = ledger.transaction(hash)
  if (!record || (body.at_state_identifier && record.submittedVersion > state.version))
    return gatewayError(404, `Transaction not found: ${hash}`, { type: 'TransactionNotFoundError', transaction_not_found: { hash } })
  const current = !body.at_state_identifier
  const confirmed = record.status === 'CONFIRMED' && (current || record.confirmedVersion! <= state.version)
  const failed = record.status === 'FAILED' && (current || record.failedVersion! < state.version)
  const status = confirmed ? 'CONFIRMED' : failed ? 'FAILED' : 'PENDING'
  let cached = serialized.get(record)
  if (cached?.status !== status) {
    cached = { status, json: statusRecordJson(record, status) }
    serialized.set(record, cached)
  }
  return gatewaySuccess(`"transaction":${cached.json}`, stateJson)
}

/**
 * The status record as JSON text. Written with templates rather than `JSON.stringify` of an object
 * holding the status word: the specs' YAML makes V8 keep `PENDING`, `CONFIRMED` and `FAILED` as
 * two-byte strings, and one of them in an object turns the whole answer into two-byte text, which
 * costs a conversion on every write. Only hex, numbers and these fixed words are written directly;
 * the failure text and the actions go through `JSON.stringify`.
 */
function statusRecordJson(record: GatewayRecord, status: 'PENDING' | 'CONFIRMED' | 'FAILED'): string {
  const transactionStatus =
    status === 'CONFIRMED'
      ? `{"status":"CONFIRMED","confirmed_time":"${new Date(record.confirmedAt!).toISOString()}","ledger_state_version":${record.confirmedVersion}}`
      : status === 'FAILED'
        ? `{"status":"FAILED","failure":${JSON.stringify(record.failure)}}`
        : '{"status":"PENDING"}'
  const fee = status === 'FAILED' ? '0' : record.transaction.fee.toString()
  const message = record.transaction.message !== undefined ? `,"message":"${record.transaction.message}"` : ''
  return (
    `{"transaction_status":${transactionStatus},"transaction_identifier":{"hash":"${record.id}"},` +
    `"actions":${JSON.stringify(toGatewayActions(record.transaction.actions))},` +
    `"fee_paid":{"value":"${fee}","token_identifier":{"rri":${NATIVE_RRI_JSON}}},"metadata":{"hex":"${record.signedHex}"${message}}}`
  )
}
