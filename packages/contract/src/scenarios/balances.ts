import { encodeV0Address } from '@ledgernet/crypto'
import { ContractStepError } from './ContractStepError.js'
import { readV0Balance } from './readV0Balance.js'
import type { ScenarioContext } from './ScenarioContext.js'

/**
 * The native token's v0 resource address on the scenario's network.
 *
 * @example
 * nativeResource(context) // 'resource_sim1qqqq…'
 */
export function nativeResource(context: Pick<ScenarioContext, 'network'>): string {
  return encodeV0Address('resource', new Uint8Array(26), context.network)
}

/**
 * A step that reads the balances a scenario will check changes of (`/v0/state/component`, the
 * only balance query of the four interfaces): the state it starts from, so that what it checks
 * afterwards is the change, never a total an earlier run or another user could have moved.
 * Skipped (answering `undefined`) without `--v0`.
 *
 * @example
 * const before = await readBalances(context, 'read the balances before the transfer', [{ account, resource }])
 */
export async function readBalances(
  context: ScenarioContext,
  name: string,
  holdings: readonly { account: string; resource: string }[],
): Promise<bigint[] | undefined> {
  if (!context.interfaces.v0) {
    context.recorder.skip('gateway-v0.getComponent', name, 'needs --v0: /v0/state/component is the only balance query')
    return undefined
  }
  return context.recorder.step('gateway-v0.getComponent', name, async () => {
    const balances: bigint[] = []
    for (const { account, resource } of holdings) balances.push(await readV0Balance(context, account, resource))
    return balances
  })
}

/**
 * What a balance check expects: the account and resource, the balance read before, the change the
 * transactions in between make (negative for what was spent), and where a wrong change is blamed
 * (the operation and field that said the transactions did something else).
 *
 * @example
 * const change: BalanceChange = { account, resource, before: 5n, change: -2n, what: "the sender's XRD", operation: 'gateway.getTransactionStatus', path: '/body/transaction/fee_paid' }
 */
export type BalanceChange = {
  account: string
  resource: string
  before: bigint
  change: bigint
  what: string
  operation: string
  path: string
  /** What a change larger than expected means, in the failure's words (`the replay executed again`). */
  ifMore?: string
}

/**
 * Reads the balances again and fails, naming each, where one did not move by exactly its
 * change: more means a transaction executed twice or charged less, less that one charged more
 * than it said or did not execute.
 *
 * @example
 * await expectBalanceChanges(context, [{ account, resource, before, change: amount, what: 'the recipient', operation, path }])
 */
export async function expectBalanceChanges(context: ScenarioContext, changes: readonly BalanceChange[]): Promise<void> {
  const failures = []
  for (const expected of changes) {
    const after = await readV0Balance(context, expected.account, expected.resource)
    const seen = after - expected.before
    if (seen !== expected.change)
      failures.push({
        operation: expected.operation,
        path: expected.path,
        message: `${expected.what} moved by ${seen} subunits (${expected.before} before, ${after} after), the transactions say ${expected.change}${seen > expected.change && expected.ifMore ? `: ${expected.ifMore}` : ''}`,
        expected: expected.change.toString(),
        seen: seen.toString(),
      })
  }
  if (failures.length) throw new ContractStepError(failures)
}
