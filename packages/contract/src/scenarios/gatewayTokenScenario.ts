import { deriveTokenRri, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { ContractStepError } from './ContractStepError.js'
import { expectStatus } from './expectStatus.js'
import { expectValue, fieldOf } from './expectValue.js'
import { buildAndSign, finalize, submit, waitForConfirmation } from './gatewaySteps.js'
import { readV0Balance } from './readV0Balance.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const token = 10n ** 18n

/**
 * The steps of the gateway-token scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * gatewayTokenSteps.length // 9
 */
export const gatewayTokenSteps: readonly ScenarioStep[] = [
  { operation: 'gateway.deriveToken', name: 'derive the rri of a fresh symbol' },
  { operation: 'gateway.buildTransaction', name: 'build the creation of a fresh token with a mint of 1000' },
  { operation: 'gateway.finalizeTransaction', name: 'finalize the creation with submit: true' },
  { operation: 'gateway.getTransactionStatus', name: 'status of the creation reaches CONFIRMED' },
  { operation: 'gateway.buildTransaction', name: 'build a burn of 400 of the token' },
  { operation: 'gateway.finalizeTransaction', name: 'finalize the burn' },
  { operation: 'gateway.submitTransaction', name: 'submit the burn' },
  { operation: 'gateway.getTransactionStatus', name: 'status of the burn reaches CONFIRMED' },
  {
    operation: 'gateway-v0.getResource',
    name: 'the supply and the balance are 600 after minting 1000 and burning 400',
  },
]

/**
 * A mutable-supply token through the Gateway API: derive the rri of a fresh symbol (it must equal
 * the local derivation), create the token and mint 1,000 to the funded account in one transaction
 * (finalized with `submit: true`), burn 400 in a second one (finalized, then submitted), each
 * reaching CONFIRMED; then, when v0 is given, the token's total supply and the account's balance
 * must be 600 (the same token on both interfaces).
 *
 * @example
 * await gatewayTokenScenario(context)
 */
export async function gatewayTokenScenario(context: ScenarioContext): Promise<void> {
  const { caller, recorder, network, account, key } = context
  const symbol = `ct${context.random.hex('gateway-token symbol', 5)}`
  const rri = deriveTokenRri(key.publicKey, symbol, network)
  await recorder.step('gateway.deriveToken', 'derive the rri of a fresh symbol', async () => {
    const answer = await caller.http('gateway', 'deriveToken', {
      network_identifier: { network: network.name },
      public_key: { hex: key.publicKey.hex },
      symbol,
    })
    expectStatus(answer, 'gateway.deriveToken', 200)
    recorder.assertClean()
    const failures = expectValue(
      'gateway.deriveToken',
      '/body/token_identifier/rri',
      rri,
      fieldOf(answer.body, 'token_identifier', 'rri'),
      'must be the rri derived from the key and the symbol',
    )
    if (failures.length) throw new ContractStepError(failures)
  })
  const amount = (value: bigint) => ({ value: value.toString(), token_identifier: { rri } })
  const create = await buildAndSign(context, 'the creation of a fresh token with a mint of 1000', [
    {
      type: 'CreateTokenDefinition',
      token_properties: {
        symbol,
        name: 'ledgernet contract token',
        description: 'Created by the ledgernet contract tests.',
        icon_url: '',
        url: '',
        is_supply_mutable: true,
        granularity: '1',
        owner: { address: account.address },
      },
      token_supply: { value: '0', token_identifier: { rri } },
    },
    { type: 'MintTokens', to_account: { address: account.address }, amount: amount(1000n * token) },
  ])
  await finalize(context, 'the creation', create, { submit: true })
  await waitForConfirmation(context, 'the creation', create)
  context.live.tokenRri = rri

  const burn = await buildAndSign(context, 'a burn of 400 of the token', [
    { type: 'BurnTokens', from_account: { address: account.address }, amount: amount(400n * token) },
  ])
  await finalize(context, 'the burn', burn, { submit: false })
  await submit(context, 'the burn', burn, { duplicate: false })
  await waitForConfirmation(context, 'the burn', burn)

  const effect = 'the supply and the balance are 600 after minting 1000 and burning 400'
  if (!context.interfaces.v0) {
    recorder.skipRest('needs --v0: the Gateway API 1.0 has no supply or balance query')
    return
  }
  await recorder.step('gateway-v0.getResource', effect, async () => {
    const resource = v0ResourceAddressForRri(rri)
    const answer = await caller.http('gateway-v0', 'getResource', { resource_address: resource })
    expectStatus(answer, 'gateway-v0.getResource', 200)
    recorder.assertClean()
    const expected = (600n * token).toString()
    const balance = await readV0Balance(context, account.v0Address, resource)
    const failures = [
      ...expectValue(
        'gateway-v0.getResource',
        '/body/manager/total_supply',
        expected,
        fieldOf(answer.body, 'manager', 'total_supply'),
        'must be what was minted minus what was burned',
      ),
      ...expectValue(
        'gateway-v0.getComponent',
        '/body/owned_vaults',
        expected,
        balance.toString(),
        "the owner's balance must be what was minted minus what was burned",
      ),
    ]
    if (failures.length) throw new ContractStepError(failures)
  })
}
