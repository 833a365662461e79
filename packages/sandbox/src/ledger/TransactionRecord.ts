import type { UnsignedTransaction } from '@ledgernet/transaction'
import type { ExecutableIntent } from './executeIntent.js'
import type { V0Receipt } from './V0Receipt.js'

/**
 * A Gateway API / JSON-RPC transaction the ledger was given, and what became of it.
 *
 * @example
 * if (record.status === 'CONFIRMED') console.log(record.confirmedVersion)
 */
export type GatewayRecord = {
  kind: 'gateway'
  id: string
  payloadHash: string
  signedHex: string
  transaction: UnsignedTransaction
  /** The ledger version when it was submitted (unknown, 0, for one read back from the journal). */
  submittedVersion: number
  submittedAt: number
  status: 'PENDING' | 'CONFIRMED' | 'FAILED'
  confirmedVersion?: number
  confirmedAt?: number
  failure?: string
  failedVersion?: number
}

/**
 * A v0 transaction the ledger was given: pending until its round records a receipt.
 *
 * @example
 * if (record.receipt) console.log(record.stateVersion, record.receipt.status)
 */
export type IntentRecord = ExecutableIntent & {
  kind: 'v0'
  notarizedHex: string
  payloadHash: string
  submittedVersion: number
  submittedAt: number
  receipt?: V0Receipt
  stateVersion?: number
}

/**
 * Either kind of transaction record: what the mempool holds.
 *
 * @example
 * const id = record.kind === 'gateway' ? record.id : record.intentHash
 */
export type TransactionRecord = GatewayRecord | IntentRecord
