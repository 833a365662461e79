import { encodeAccountAddress, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { type BalanceChange, expectBalanceChanges, nativeResource, readBalances } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { confirmedRecordName, confirmedRecordStep } from './confirmedRecord.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { flowPlan, flowStepNames } from './flowStepNames.js'
import type { SignedForms } from './gatewayFinalize.js'
import { countersBefore, countersMoved, nodeCounterSteps } from './nodeCounters.js'
import { recordedFlow } from './recordedFlow.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const amount = 10n ** 18n
/** The most the runner signs for a transfer's fee (the sandbox charges about 0.06 XRD). */
const maxFee = 10n ** 19n

const first = flowStepNames('a transfer of 1 XRD', 'the transfer', 'finalize the transfer (submit: false)')
const later = flowStepNames('a later transfer, to be submitted without finalize', 'the later transfer')
const namingAnotherId = 'submit the transfer naming another id: refused, nothing submitted'
const balancesBefore = 'read the balances before the transfer'
const balancesMoved = 'the balances moved by the transfer and its fee, nothing more'
const replay = 'submit the same signed transfer again (replay)'
const once = 'the replayed transfer executed once (the recipient gained 1 XRD in all)'

/**
 * The steps of the gateway-transfer scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * gatewayTransferSteps.length // 18
 */
export const gatewayTransferSteps: readonly ScenarioStep[] = [
  nodeCounterSteps('the transfer')[0],
  { operation: 'gateway-v0.getComponent', name: balancesBefore },
  ...flowPlan(first, 'gateway', [{ operation: 'gateway.submitTransaction', name: namingAnotherId }]),
  { operation: 'gateway.getTransactionStatus', name: confirmedRecordName('the transfer') },
  nodeCounterSteps('the transfer')[1],
  { operation: 'gateway-v0.getComponent', name: balancesMoved },
  { operation: 'gateway.submitTransaction', name: replay },
  ...flowPlan(later, 'gateway'),
  { operation: 'gateway.submitTransaction', name: once },
]

/**
 * The Gateway API lifecycle as the network's description gives it, run by `@ledgernet/flows`
 * step by step, then a replay: with the balances read first (v0), build a transfer of 1 XRD from
 * the funded account to the seed's recipient, the flows' check before signing, finalize without
 * submitting, submit naming another id (refused: nothing submitted), submit, wait for CONFIRMED;
 * the record must say what was signed where it was committed; with node REST the node's counters
 * must have moved, with v0 the balances by exactly the amount and the fee. Then the same signed
 * transaction again (`duplicate: true`, the same id), and a later transfer the way the flows send
 * it, without finalize (a server that submits only what it finalized refuses it and is given the
 * finalize: either lifecycle passes, the report says which); once it is confirmed, the recipient
 * must have gained exactly 1 XRD: more, and the replay executed twice.
 *
 * @example
 * await gatewayTransferScenario(context)
 */
export async function gatewayTransferScenario(context: ScenarioContext): Promise<void> {
  const { network, account, recorder } = context
  const recipient = PrivateKey.fromBytes(context.random.bytes('gateway-transfer recipient', 32)).publicKey
  const to = encodeAccountAddress(recipient, network)
  const xrd = nativeResource(context)
  const counters = await countersBefore(context, 'the transfer')
  const holdings = [
    { account: v0AccountAddress(recipient, network), resource: xrd },
    { account: account.v0Address, resource: xrd },
  ]
  const before = await readBalances(context, balancesBefore, holdings)
  const sent = await recordedFlow(
    context,
    {
      via: 'gateway',
      names: first,
      finalize: 'submit-false',
      beforeSubmit: (signed) => submitNamingAnotherId(context, signed),
      maxFee,
    },
    (client, options) => transfer(client, { ...options, to, amount }),
  )
  if (sent === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('gateway-transfer: the transfer: transaction id', sent.signed.id)
  context.live.gatewayTransactionId = sent.signed.id
  await confirmedRecordStep(context, 'the transfer', sent)
  await countersMoved(context, 'the transfer', counters, [sent.signed.id])
  const blame = { operation: 'gateway.getTransactionStatus', path: '/body/transaction/fee_paid' }
  if (before === undefined)
    recorder.skip('gateway-v0.getComponent', balancesMoved, 'needs --v0: /v0/state/component is the only balance query')
  else
    await recorder.step(
      'gateway-v0.getComponent',
      balancesMoved,
      () =>
        expectBalanceChanges(context, [
          { ...holdings[0]!, before: before[0]!, change: amount, what: 'the recipient', ...blame },
          {
            ...holdings[1]!,
            before: before[1]!,
            change: -(amount + sent.fee),
            what: 'the sender (the amount and the fee)',
            ...blame,
          },
        ] satisfies BalanceChange[]),
      { continueOnFailure: true },
    )

  await replaySubmit(context, sent.signed)
  if (!context.interfaces.v0)
    return recorder.skipRest(
      'needs --v0: the Gateway API 1.0 has no balance query, /v0/state/component reads the recipient',
    )
  // A transaction submitted after the replay commits after it, so once it is confirmed a second
  // execution of the replay would show in the balance.
  const laterRecipient = PrivateKey.fromBytes(context.random.bytes('gateway-transfer later recipient', 32)).publicKey
  await recordedFlow(context, { via: 'gateway', names: later, orFinalizeFirst: true, maxFee }, (client, options) =>
    transfer(client, { ...options, to: encodeAccountAddress(laterRecipient, network), amount: 1n }),
  )
  await recorder.step('gateway.submitTransaction', once, () =>
    expectBalanceChanges(context, [
      {
        ...holdings[0]!,
        before: before![0]!,
        change: amount,
        what: 'the recipient of the replayed transfer',
        operation: 'gateway.submitTransaction',
        path: '/body/duplicate',
        ifMore: 'the replay executed again',
      },
    ]),
  )
}

/**
 * Submits the signed transaction naming an id that is not its own: the spec says nothing is
 * submitted then, and the flows rely on it (they submit without finalize, decision 031). The
 * answer must be a refusal (HTTP 4xx); the submit that follows (`duplicate: false`) shows that
 * nothing was submitted.
 */
async function submitNamingAnotherId(context: ScenarioContext, signed: SignedForms): Promise<void> {
  const operation = 'gateway.submitTransaction'
  const other = signed.id === '00'.repeat(32) ? '11'.repeat(32) : '00'.repeat(32)
  await context.recorder.step(operation, namingAnotherId, async () => {
    const answer = await context.caller.http('gateway', 'submitTransaction', {
      network_identifier: { network: context.network.name },
      signed_transaction: signed.signedHex,
      transaction_identifier: { hash: other },
    })
    if (answer.status < 400 || answer.status > 499)
      throw new ContractStepError([
        {
          operation,
          path: '/status',
          message: `a submit naming another id than the transaction's must be refused (nothing submitted), got HTTP ${answer.status}`,
          expected: ['4xx'],
          seen: answer.status,
        },
      ])
    context.recorder.assertClean()
  })
}

/** The same signed transaction again: `duplicate: true` and the same id; the scenario goes on either way (the effect is checked next). */
async function replaySubmit(context: ScenarioContext, signed: SignedForms): Promise<void> {
  const operation = 'gateway.submitTransaction'
  await context.recorder.step(
    operation,
    replay,
    async () => {
      const answer = await context.caller.http('gateway', 'submitTransaction', {
        network_identifier: { network: context.network.name },
        signed_transaction: signed.signedHex,
        transaction_identifier: { hash: signed.id },
      })
      if (answer.status !== 200)
        throw new ContractStepError([
          {
            operation,
            path: '/status',
            message: `a re-submission must be answered 200 (a duplicate), got HTTP ${answer.status}`,
            expected: [200],
            seen: answer.status,
          },
        ])
      context.recorder.assertClean()
      const failures = [
        ...expectValue(
          operation,
          '/body/transaction_identifier/hash',
          signed.id,
          fieldOf(answer.body, 'transaction_identifier', 'hash'),
          'must be the id of the submitted transaction',
        ),
        ...expectDuplicate(operation, '/body/duplicate', true, fieldOf(answer.body, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
}
