import type { LedgerState } from '@ledgernet/gateway-client'

/**
 * What a Gateway API / JSON-RPC flow returns once the transaction is confirmed.
 *
 * @example
 * const { transactionId, fee, ledgerState }: FlowResult = await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: toSubunits('1') })
 */
export type FlowResult = {
  /** SHA-256d of the signed transaction: the Gateway API's `transaction_identifier.hash`, JSON-RPC's `txID`. */
  transactionId: string
  /** The fee paid, in subunits of the native token (as written in the signed transaction). */
  fee: bigint
  status: 'CONFIRMED'
  /** The ledger state when it was seen confirmed (Gateway API); JSON-RPC reports none. */
  ledgerState: LedgerState | undefined
  /** The rri of the first token the transaction created, if any. */
  tokenRri?: string
}
