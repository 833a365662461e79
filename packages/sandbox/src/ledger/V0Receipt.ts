/**
 * A v0 transaction's final outcome, exactly as `/v0/transaction/receipt` answers it
 * (`specs/gateway-v0.openapi.yaml`, `Receipt`).
 *
 * @example
 * const receipt: V0Receipt = {
 *   status: 'Rejected',
 *   fee_summary: { cost_unit_limit: 1000000, cost_units_consumed: 0, cost_unit_price: '100000000000', tip_percentage: 0, xrd_burned: '0', xrd_tipped: '0' },
 *   state_updates: { new_components: [], new_resources: [], balance_changes: [], non_fungible_changes: [] },
 *   error_message: 'the end epoch 23 was reached before the transaction was committed',
 * }
 */
export type V0Receipt = {
  status: 'Succeeded' | 'Failed' | 'Rejected'
  fee_summary: {
    cost_unit_limit: number
    cost_units_consumed: number
    cost_unit_price: string
    tip_percentage: number
    xrd_burned: string
    xrd_tipped: string
  }
  state_updates: {
    new_components: string[]
    new_resources: string[]
    balance_changes: { component_address: string; resource_address: string; delta: string }[]
    non_fungible_changes: {
      component_address: string
      resource_address: string
      added_ids_hex: string[]
      removed_ids_hex: string[]
    }[]
  }
  output?: string[]
  error_message?: string
}
