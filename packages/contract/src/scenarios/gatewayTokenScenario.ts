import { v0ResourceAddressForRri } from '@ledgernet/crypto'
import { burn, createToken } from '@ledgernet/flows'
import { expectBalanceChanges, nativeResource, readBalances } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { confirmedRecordName, confirmedRecordStep } from './confirmedRecord.js'
import { expectStatus } from './expectStatus.js'
import { expectValue, fieldOf } from './expectValue.js'
import { flowPlan, flowStepNames } from './flowStepNames.js'
import { freshSymbol } from './freshSymbol.js'
import { readV0Balance } from './readV0Balance.js'
import { recordedFlow } from './recordedFlow.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const token = 10n ** 18n
/** The most the runner signs for: a token creation costs about 100 XRD on the original network's fee table. */
const maxCreationFee = 200n * 10n ** 18n
const maxFee = 10n ** 19n

const symbolStep = "find a token symbol the ledger does not know yet (the seed's first free one)"
const balancesBefore = "read the funded account's XRD before the creation"
const creation = flowStepNames(
  'the creation of the token with a mint of 1000',
  'the creation again: a duplicate (finalize submitted it)',
  'finalize the creation with submit: true',
)
creation.check = 'the built creation is what was asked (checked before signing)'
creation.wait = 'status of the creation reaches CONFIRMED'
const burnNames = flowStepNames('a burn of 400 of the token', 'the burn', 'finalize the burn (submit: false)')
const effect = 'the supply and the balance are 600 after minting 1000 and burning 400, and the XRD paid the two fees'

/**
 * The steps of the gateway-token scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * gatewayTokenSteps.length // 17
 */
export const gatewayTokenSteps: readonly ScenarioStep[] = [
  { operation: 'gateway.buildTransaction', name: symbolStep },
  { operation: 'gateway-v0.getComponent', name: balancesBefore },
  ...flowPlan(creation, 'gateway'),
  { operation: 'gateway.getTransactionStatus', name: confirmedRecordName('the creation') },
  ...flowPlan(burnNames, 'gateway'),
  { operation: 'gateway.getTransactionStatus', name: confirmedRecordName('the burn') },
  { operation: 'gateway-v0.getResource', name: effect },
]

/**
 * A mutable-supply token through the Gateway API, by `@ledgernet/flows` step by step: a symbol of
 * the seed's the ledger does not know yet; `createToken` with a mint of 1,000 to the funded
 * account (the flows derive the rri through `/token/derive` and compare it with their own), finalized
 * with `submit: true` — the submit after it must answer `duplicate: true`; `burn` of 400, finalized
 * (`submit: false`) and submitted; each CONFIRMED with a record that says what was signed. Then,
 * with v0, the token's total supply and the account's balance must be 600 (the same token on both
 * interfaces), and its XRD must have gone down by exactly the two fees.
 *
 * @example
 * await gatewayTokenScenario(context)
 */
export async function gatewayTokenScenario(context: ScenarioContext): Promise<void> {
  const { account, recorder } = context
  const { symbol, rri, generation } = await recorder.step('gateway.buildTransaction', symbolStep, () =>
    freshSymbol(context),
  )
  context.vary("gateway-token: the seed's first free symbol (generation)", generation)
  const xrd = nativeResource(context)
  const before = await readBalances(context, balancesBefore, [{ account: account.v0Address, resource: xrd }])
  const created = await recordedFlow(
    context,
    { via: 'gateway', names: creation, finalize: 'submit-true', maxFee: maxCreationFee },
    (client, options) =>
      createToken(client, {
        ...options,
        symbol,
        name: 'ledgernet contract token',
        description: 'Created by the ledgernet contract tests.',
        isSupplyMutable: true,
        mints: [{ amount: 1000n * token }],
      }),
  )
  if (created === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('gateway-token: the creation: transaction id', created.signed.id)
  await confirmedRecordStep(context, 'the creation', created)
  context.live.tokenRri = rri

  const burned = await recordedFlow(
    context,
    { via: 'gateway', names: burnNames, finalize: 'submit-false', maxFee },
    (client, options) => burn(client, { ...options, token: rri, amount: 400n * token }),
  )
  if (burned === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('gateway-token: the burn: transaction id', burned.signed.id)
  await confirmedRecordStep(context, 'the burn', burned)

  if (!context.interfaces.v0 || before === undefined)
    return recorder.skipRest('needs --v0: the Gateway API 1.0 has no supply or balance query')
  await recorder.step('gateway-v0.getResource', effect, async () => {
    const resource = v0ResourceAddressForRri(rri)
    const answer = await context.caller.http('gateway-v0', 'getResource', { resource_address: resource })
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
        'a new token: its supply must be what was minted minus what was burned',
      ),
      ...expectValue(
        'gateway-v0.getComponent',
        '/body/owned_vaults',
        expected,
        balance.toString(),
        "a new token: the owner's balance must be what was minted minus what was burned",
      ),
    ]
    if (failures.length) throw new ContractStepError(failures)
    await expectBalanceChanges(context, [
      {
        account: account.v0Address,
        resource: xrd,
        before: before[0]!,
        change: -(created.fee + burned.fee),
        what: "the funded account's XRD (the fees of the creation and the burn)",
        operation: 'gateway.getTransactionStatus',
        path: '/body/transaction/fee_paid',
      },
    ])
  })
}
