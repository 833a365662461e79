import type { Receipt } from '@ledgernet/v0-client'

/**
 * A v0 transaction's final outcome, exactly as `/v0/transaction/receipt` answers it: the
 * generated `Receipt` of `specs/gateway-v0.openapi.yaml` (no wire type is written by hand).
 *
 * @example
 * const receipt: V0Receipt = {
 *   status: 'Rejected',
 *   fee_summary: { cost_unit_limit: 1000000, cost_units_consumed: 0, cost_unit_price: '100000000000', tip_percentage: 0, xrd_burned: '0', xrd_tipped: '0' },
 *   state_updates: { new_components: [], new_resources: [], balance_changes: [], non_fungible_changes: [] },
 *   error_message: 'the end epoch 23 was reached before the transaction was committed',
 * }
 */
export type V0Receipt = Receipt
