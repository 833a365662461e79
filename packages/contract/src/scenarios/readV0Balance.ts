import { ContractStepError } from './ContractStepError.js'
import { expectStatus } from './expectStatus.js'
import { fieldOf } from './expectValue.js'
import type { ScenarioContext } from './ScenarioContext.js'

/**
 * The amount of a fungible resource an account holds, read through `/v0/state/component` (the
 * only balance query of the four interfaces): the vault of that resource, or 0 when there is none.
 *
 * @example
 * const balance = await readV0Balance(context, recipient.v0Address, nativeResource)
 */
export async function readV0Balance(
  context: ScenarioContext,
  componentAddress: string,
  resourceAddress: string,
): Promise<bigint> {
  const operation = 'gateway-v0.getComponent'
  const answer = await context.caller.http('gateway-v0', 'getComponent', { component_address: componentAddress })
  expectStatus(answer, operation, 200)
  context.recorder.assertClean()
  const vaults = fieldOf(answer.body, 'owned_vaults')
  const vault = (Array.isArray(vaults) ? vaults : []).find(
    (candidate) =>
      fieldOf(candidate, 'resource_type') === 'Fungible' && fieldOf(candidate, 'resource_address') === resourceAddress,
  )
  if (vault === undefined) return 0n
  const amount = fieldOf(vault, 'amount')
  if (typeof amount !== 'string' || !/^(0|[1-9][0-9]*)$/.test(amount))
    throw new ContractStepError([
      { operation, path: '/body/owned_vaults', message: 'a fungible vault amount must be subunits', seen: amount },
    ])
  return BigInt(amount)
}
