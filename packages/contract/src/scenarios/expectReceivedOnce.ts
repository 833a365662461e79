import { encodeV0Address, type PublicKey, v0AccountAddress } from '@ledgernet/crypto'
import { ContractStepError } from './ContractStepError.js'
import { readV0Balance } from './readV0Balance.js'
import type { ScenarioContext } from './ScenarioContext.js'

/**
 * Checks the effect of a replay: the fresh account that received `amount` of the native token in
 * transaction `id` holds exactly `amount` (read through `/v0/state/component`). More means the
 * replay executed again; the failure names the operation, the field of its answer that claimed
 * otherwise (`path`) and both amounts.
 *
 * @example
 * await expectReceivedOnce(context, { operation: 'gateway.submitTransaction', path: '/body/duplicate', id, recipient, amount })
 */
export async function expectReceivedOnce(
  context: ScenarioContext,
  {
    operation,
    path,
    id,
    recipient,
    amount,
  }: { operation: string; path: string; id: string; recipient: PublicKey; amount: bigint },
): Promise<void> {
  const { network } = context
  const balance = await readV0Balance(
    context,
    v0AccountAddress(recipient, network),
    encodeV0Address('resource', new Uint8Array(26), network),
  )
  if (balance === amount) return
  throw new ContractStepError([
    {
      operation,
      path,
      message:
        `the recipient of transaction ${id} holds ${balance} subunits after the replay, ${amount} were sent once: ` +
        (balance > amount ? 'the replay executed again' : 'the transfer is missing'),
      expected: amount.toString(),
      seen: balance.toString(),
    },
  ])
}
