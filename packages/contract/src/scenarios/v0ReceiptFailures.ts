import type { ContractFailure } from '../report/ContractReport.js'
import { expectSame } from './expectSame.js'
import { expectValue, fieldOf } from './expectValue.js'

/**
 * What the runner knows a Succeeded v0 receipt must say about a transaction it built and
 * notarized: the header's cost unit limit and tip, each instruction's output, the resources
 * created, the net fungible balance changes apart from the fee (the fee, read from the receipt's
 * own summary, is added to the payer's native change), and the non-fungibles that entered or left
 * a vault.
 *
 * @example
 * const expected: ExpectedV0Receipt = { payer, native, costUnitLimit: 1_000_000, tipPercentage: 0, output: [''], newResources: [], balanceChanges: [], nonFungibleChanges: [] }
 */
export type ExpectedV0Receipt = {
  /** The notary's account (`account_…`), which pays the fee. */
  payer: string
  /** The native token's resource address. */
  native: string
  costUnitLimit: number
  tipPercentage: number
  /** Each instruction's output, in order: a created resource's address payload (hex), else `''`. */
  output: string[]
  newResources: string[]
  /** The net fungible changes apart from the fee. */
  balanceChanges: { component_address: string; resource_address: string; delta: bigint }[]
  nonFungibleChanges: {
    component_address: string
    resource_address: string
    added_ids_hex: string[]
    removed_ids_hex: string[]
  }[]
}

const base = '/body/committed/receipt'

/**
 * The failures of a Succeeded v0 receipt that does not say what happened (see
 * {@link ExpectedV0Receipt}), and of a fee summary whose numbers disagree with each other as the
 * spec relates them (`xrd_burned` = `cost_units_consumed` × `cost_unit_price`, `xrd_tipped` =
 * floor(`xrd_burned` × `tip_percentage` / 100), consumed ≤ limit). Each names its field with
 * the expected and the seen value.
 *
 * @example
 * v0ReceiptFailures('gateway-v0.getTransactionReceipt', expected, receipt) // []
 */
export function v0ReceiptFailures(operation: string, expected: ExpectedV0Receipt, receipt: unknown): ContractFailure[] {
  const fee = fieldOf(receipt, 'fee_summary')
  const failures: ContractFailure[] = [
    ...expectSame(
      operation,
      `${base}/fee_summary`,
      { cost_unit_limit: expected.costUnitLimit, tip_percentage: expected.tipPercentage },
      fee,
      "must be the transaction header's",
    ),
  ]
  const consumed = fieldOf(fee, 'cost_units_consumed')
  const price = bigintOf(fieldOf(fee, 'cost_unit_price'))
  const burned = bigintOf(fieldOf(fee, 'xrd_burned'))
  const tipped = bigintOf(fieldOf(fee, 'xrd_tipped'))
  if (typeof consumed === 'number' && consumed > expected.costUnitLimit)
    failures.push({
      operation,
      path: `${base}/fee_summary/cost_units_consumed`,
      message: `must not be above the cost unit limit ${expected.costUnitLimit}`,
      expected: `≤ ${expected.costUnitLimit}`,
      seen: consumed,
    })
  if (typeof consumed === 'number' && price !== undefined && burned !== undefined) {
    const product = BigInt(consumed) * price
    if (product !== burned)
      for (const field of ['cost_units_consumed', 'cost_unit_price', 'xrd_burned'])
        failures.push({
          operation,
          path: `${base}/fee_summary/${field}`,
          message: `xrd_burned must be cost_units_consumed × cost_unit_price: ${consumed} × ${price} = ${product}, the receipt says ${burned}`,
          expected: field === 'xrd_burned' ? product.toString() : `a value with ${consumed} × ${price} = ${burned}`,
          seen: fieldOf(fee, field),
        })
  }
  if (burned !== undefined)
    failures.push(
      ...expectValue(
        operation,
        `${base}/fee_summary/xrd_tipped`,
        ((burned * BigInt(expected.tipPercentage)) / 100n).toString(),
        fieldOf(fee, 'xrd_tipped'),
        'must be floor(xrd_burned × tip_percentage / 100)',
      ),
    )
  failures.push(
    ...expectSame(
      operation,
      `${base}/output`,
      expected.output,
      fieldOf(receipt, 'output'),
      'must be what each instruction returned',
    ),
    ...expectSame(
      operation,
      `${base}/state_updates/new_resources`,
      expected.newResources,
      fieldOf(receipt, 'state_updates', 'new_resources'),
      'must be the resources the transaction created',
    ),
    ...expectSame(
      operation,
      `${base}/state_updates/new_components`,
      [],
      fieldOf(receipt, 'state_updates', 'new_components'),
      'must be empty: no instruction of the transaction creates a component',
    ),
    ...expectSame(
      operation,
      `${base}/state_updates/non_fungible_changes`,
      expected.nonFungibleChanges,
      fieldOf(receipt, 'state_updates', 'non_fungible_changes'),
      'must be the non-fungibles the transaction moved',
    ),
  )
  // The fee is charged to the payer's native balance, with whatever the transaction moved.
  const charged = burned !== undefined && tipped !== undefined ? burned + tipped : 0n
  const changes = [...expected.balanceChanges]
  const payer = changes.findIndex(
    (c) => c.component_address === expected.payer && c.resource_address === expected.native,
  )
  if (payer >= 0) changes[payer] = { ...changes[payer]!, delta: changes[payer]!.delta - charged }
  else changes.push({ component_address: expected.payer, resource_address: expected.native, delta: -charged })
  failures.push(
    ...balanceChangeFailures(
      operation,
      changes.filter((c) => c.delta !== 0n),
      receipt,
    ),
  )
  return failures
}

/**
 * The balance changes are a set (the spec gives no order): each seen change must be an expected
 * one, each expected one must be seen. A seen change that matches an unseen expected one in all
 * but one field names that field.
 */
function balanceChangeFailures(
  operation: string,
  expected: ExpectedV0Receipt['balanceChanges'],
  receipt: unknown,
): ContractFailure[] {
  const path = `${base}/state_updates/balance_changes`
  const seen = fieldOf(receipt, 'state_updates', 'balance_changes')
  if (!Array.isArray(seen))
    return [{ operation, path, message: 'must list the balance changes', expected: expected.map(text), seen }]
  const failures: ContractFailure[] = []
  const unmatched = expected.map(text)
  const others: number[] = []
  seen.forEach((change, index) => {
    const at = unmatched.findIndex((candidate) => sameChange(candidate, change))
    if (at >= 0) unmatched.splice(at, 1)
    else others.push(index)
  })
  for (const index of others) {
    const change = seen[index] as Record<string, unknown>
    const near = unmatched.findIndex(
      (candidate) =>
        Object.keys(candidate).filter((key) => candidate[key as keyof typeof candidate] !== change[key]).length === 1,
    )
    if (near >= 0) {
      const candidate = unmatched.splice(near, 1)[0]!
      const field = Object.keys(candidate).find((key) => candidate[key as keyof typeof candidate] !== change[key])!
      failures.push({
        operation,
        path: `${path}/${index}/${field}`,
        message: `must be the change the transaction made (the fee included): ${JSON.stringify(candidate)}`,
        expected: candidate[field as keyof typeof candidate],
        seen: change[field],
      })
    } else
      failures.push({
        operation,
        path: `${path}/${index}`,
        message: 'is a change the transaction did not make',
        seen: change,
      })
  }
  for (const missing of unmatched)
    failures.push({ operation, path, message: `must list ${JSON.stringify(missing)}`, expected: missing, seen })
  return failures
}

function text(change: ExpectedV0Receipt['balanceChanges'][number]) {
  return {
    component_address: change.component_address,
    resource_address: change.resource_address,
    delta: change.delta.toString(),
  }
}

function sameChange(expected: ReturnType<typeof text>, seen: unknown): boolean {
  return (
    fieldOf(seen, 'component_address') === expected.component_address &&
    fieldOf(seen, 'resource_address') === expected.resource_address &&
    fieldOf(seen, 'delta') === expected.delta
  )
}

function bigintOf(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? BigInt(value) : undefined
}
