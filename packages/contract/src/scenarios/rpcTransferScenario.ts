import { encodeAccountAddress, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { expectBalanceChanges, nativeResource, readBalances } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { flowPlan, flowStepNames } from './flowStepNames.js'
import type { SignedForms } from './gatewayFinalize.js'
import { countersBefore, countersMoved, nodeCounterSteps } from './nodeCounters.js'
import { recordedFlow } from './recordedFlow.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const amount = 2n * 10n ** 18n
const maxFee = 10n ** 19n

const first = flowStepNames('a transfer of 2 XRD', 'the transfer', 'finalize the transfer')
const later = flowStepNames(
  'a later transfer (to see a second execution)',
  'the later transfer',
  'finalize the later transfer',
)
const balancesBefore = 'read the balances before the transfer'
const balancesMoved = 'the balances moved by the transfer and its fee, nothing more'
const replay = 'submit the same transfer again (replay)'
const once = 'the replayed transfer executed once (the recipient gained 2 XRD in all)'

/**
 * The steps of the rpc-transfer scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * rpcTransferSteps.length // 17
 */
export const rpcTransferSteps: readonly ScenarioStep[] = [
  nodeCounterSteps('the transfer')[0],
  { operation: 'gateway-v0.getComponent', name: balancesBefore },
  ...flowPlan(first, 'rpc'),
  nodeCounterSteps('the transfer')[1],
  { operation: 'gateway-v0.getComponent', name: balancesMoved },
  { operation: 'node-rpc.ledger.submitTransaction', name: replay },
  ...flowPlan(later, 'rpc'),
  { operation: 'node-rpc.ledger.submitTransaction', name: once },
]

/**
 * The JSON-RPC lifecycle run by `@ledgernet/flows` step by step (`viaJsonRpc`): with the balances
 * read first (v0), `ledger.buildTransaction` of a transfer of 2 XRD to the seed's recipient, the
 * flows' check before signing (the one comparison of every interface: network, fee payer,
 * message, the mint/burn flag, every action, the announced fee, the hash to sign), finalize,
 * submit, status until CONFIRMED — with node REST the node's counters must have moved, with v0
 * the balances by exactly the amount and the fee; the same submit again must answer
 * `duplicate: true` with the same txID; then a later transaction is confirmed and the recipient
 * must have gained exactly 2 XRD.
 *
 * @example
 * await rpcTransferScenario(context)
 */
export async function rpcTransferScenario(context: ScenarioContext): Promise<void> {
  const { network, account, recorder } = context
  const recipient = PrivateKey.fromBytes(context.random.bytes('rpc-transfer recipient', 32)).publicKey
  const xrd = nativeResource(context)
  const holdings = [
    { account: v0AccountAddress(recipient, network), resource: xrd },
    { account: account.v0Address, resource: xrd },
  ]
  const counters = await countersBefore(context, 'the transfer')
  const before = await readBalances(context, balancesBefore, holdings)
  const sent = await recordedFlow(context, { via: 'rpc', names: first, maxFee }, (client, options) =>
    transfer(client, { ...options, to: encodeAccountAddress(recipient, network), amount }),
  )
  if (sent === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('rpc-transfer: the transfer: transaction id', sent.signed.id)
  context.live.rpcTransactionId = sent.signed.id
  await countersMoved(context, 'the transfer', counters, [sent.signed.id])
  if (before === undefined)
    recorder.skip('gateway-v0.getComponent', balancesMoved, 'needs --v0: /v0/state/component is the only balance query')
  else
    await recorder.step(
      'gateway-v0.getComponent',
      balancesMoved,
      () =>
        expectBalanceChanges(context, [
          {
            ...holdings[0]!,
            before: before[0]!,
            change: amount,
            what: 'the recipient',
            operation: 'node-rpc.ledger.buildTransaction',
            path: '/body/result/fee',
          },
          {
            ...holdings[1]!,
            before: before[1]!,
            change: -(amount + sent.fee),
            what: 'the sender (the amount and the fee)',
            operation: 'node-rpc.ledger.buildTransaction',
            path: '/body/result/fee',
          },
        ]),
      { continueOnFailure: true },
    )

  await replaySubmit(context, sent.signed)
  if (!context.interfaces.v0 || before === undefined)
    return recorder.skipRest('needs --v0: JSON-RPC has no balance query, /v0/state/component reads the recipient')
  const laterRecipient = PrivateKey.fromBytes(context.random.bytes('rpc-transfer later recipient', 32)).publicKey
  await recordedFlow(context, { via: 'rpc', names: later, maxFee }, (client, options) =>
    transfer(client, { ...options, to: encodeAccountAddress(laterRecipient, network), amount: 1n }),
  )
  await recorder.step('node-rpc.ledger.submitTransaction', once, () =>
    expectBalanceChanges(context, [
      {
        ...holdings[0]!,
        before: before[0]!,
        change: amount,
        what: 'the recipient of the replayed transfer',
        operation: 'node-rpc.ledger.submitTransaction',
        path: '/body/result/duplicate',
        ifMore: 'the replay executed again',
      },
    ]),
  )
}

/** `ledger.submitTransaction` of the same transaction again: `duplicate: true`, the same txID; the scenario goes on either way. */
async function replaySubmit(context: ScenarioContext, signed: SignedForms): Promise<void> {
  const operation = 'node-rpc.ledger.submitTransaction'
  await context.recorder.step(
    operation,
    replay,
    async () => {
      const { result, error } = await context.caller.rpc('ledger.submitTransaction', [
        { blob: signed.unsigned },
        signed.der,
        signed.publicKey,
        signed.id,
      ])
      context.recorder.assertClean()
      if (error !== undefined || result === undefined)
        throw new ContractStepError([
          {
            operation,
            path: '/body/error',
            message: `a re-submission must be answered with a result (a duplicate), got error ${String(error?.code)}: ${String(error?.message ?? '')}`,
            expected: 'result',
            seen: error,
          },
        ])
      const failures = [
        ...expectValue(
          operation,
          '/body/result/txID',
          signed.id,
          fieldOf(result, 'txID'),
          'must be the txID of the submitted transaction',
        ),
        ...expectDuplicate(operation, '/body/result/duplicate', true, fieldOf(result, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
}
