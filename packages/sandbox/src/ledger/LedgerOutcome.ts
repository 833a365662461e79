/**
 * What the ledger announces when a round recorded an outcome (the websocket feed sends it).
 *
 * @example
 * ledger.onOutcome((event) => console.log(event.interface, event.id, event.status))
 */
export type LedgerOutcome = {
  interface: 'gateway' | 'v0'
  /** Transaction id (Gateway) or intent hash (v0). */
  id: string
  status: 'CONFIRMED' | 'FAILED' | 'Succeeded' | 'Failed' | 'Rejected'
  /** Absent for a FAILED Gateway or Rejected v0 transaction, which no version records. */
  stateVersion?: number
  timestamp: string
  failure?: string
}
