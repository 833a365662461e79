import { encodeAccountAddress, nativeTokenRri, PrivateKey } from '@ledgernet/crypto'
import type { GatewayAction } from '@ledgernet/transaction'
import { expectReceivedOnce } from './expectReceivedOnce.js'
import { buildAndSign, finalize, submit, submitNamingAnotherId, waitForConfirmation } from './gatewaySteps.js'
import { countersBefore, countersMoved, nodeCounterSteps } from './nodeCounters.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const amount = 10n ** 18n

/**
 * The steps of the gateway-transfer scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * gatewayTransferSteps.length // 13
 */
export const gatewayTransferSteps: readonly ScenarioStep[] = [
  nodeCounterSteps('the transfer')[0],
  { operation: 'gateway.buildTransaction', name: 'build a transfer of 1 XRD to a fresh account' },
  { operation: 'gateway.finalizeTransaction', name: 'finalize the transfer' },
  {
    operation: 'gateway.submitTransaction',
    name: 'submit the transfer naming another id: refused, nothing submitted',
  },
  { operation: 'gateway.submitTransaction', name: 'submit the transfer' },
  { operation: 'gateway.getTransactionStatus', name: 'status of the transfer reaches CONFIRMED' },
  nodeCounterSteps('the transfer')[1],
  { operation: 'gateway.submitTransaction', name: 'submit the same signed transfer again (replay)' },
  { operation: 'gateway.buildTransaction', name: 'build a later transfer (to see a second execution)' },
  { operation: 'gateway.finalizeTransaction', name: 'finalize the later transfer' },
  { operation: 'gateway.submitTransaction', name: 'submit the later transfer' },
  { operation: 'gateway.getTransactionStatus', name: 'status of the later transfer reaches CONFIRMED' },
  { operation: 'gateway.submitTransaction', name: 'the replayed transfer executed once (recipient balance)' },
]

/**
 * The Gateway API flow end to end, then a replay: build a transfer of 1 XRD from the funded
 * account to a fresh account (checked before signing), sign locally, finalize without submitting,
 * submit naming another id (which must be refused: nothing submitted), submit naming the id, wait for CONFIRMED — with node REST, the node's counters must have moved
 * with it (`nodeCounters`); re-submit the same signed transaction, which must be
 * answered `duplicate: true` with the same id; then, when v0 is given, confirm a later transaction
 * and read the recipient's balance: exactly 1 XRD, or the replay executed twice.
 *
 * @example
 * await gatewayTransferScenario(context)
 */
export async function gatewayTransferScenario(context: ScenarioContext): Promise<void> {
  const { network, account } = context
  const recipient = PrivateKey.fromBytes(context.random.bytes('gateway-transfer recipient', 32)).publicKey
  const transfer = (to: string, value: bigint): GatewayAction => ({
    type: 'TransferTokens',
    from_account: { address: account.address },
    to_account: { address: to },
    amount: { value: value.toString(), token_identifier: { rri: nativeTokenRri(network) } },
  })
  const counters = await countersBefore(context, 'the transfer')
  const transaction = await buildAndSign(context, 'a transfer of 1 XRD to a fresh account', [
    transfer(encodeAccountAddress(recipient, network), amount),
  ])
  await finalize(context, 'the transfer', transaction, { submit: false })
  await submitNamingAnotherId(context, 'the transfer', transaction)
  await submit(context, 'the transfer', transaction, { duplicate: false })
  await waitForConfirmation(context, 'the transfer', transaction)
  context.live.gatewayTransactionId = transaction.id
  await countersMoved(context, 'the transfer', counters)

  await submit(context, 'the same signed transfer again (replay)', transaction, { duplicate: true })
  const effect = 'the replayed transfer executed once (recipient balance)'
  if (!context.interfaces.v0) {
    context.recorder.skipRest(
      'needs --v0: the Gateway API 1.0 has no balance query, /v0/state/component reads the recipient',
    )
    return
  }
  // A transaction submitted after the replay commits after it, so once it is confirmed a second
  // execution of the replay would show in the balance.
  const later = await buildAndSign(context, 'a later transfer (to see a second execution)', [
    transfer(
      encodeAccountAddress(
        PrivateKey.fromBytes(context.random.bytes('gateway-transfer later recipient', 32)).publicKey,
        network,
      ),
      1n,
    ),
  ])
  await finalize(context, 'the later transfer', later, { submit: false })
  await submit(context, 'the later transfer', later, { duplicate: false })
  await waitForConfirmation(context, 'the later transfer', later)
  await context.recorder.step('gateway.submitTransaction', effect, () =>
    expectReceivedOnce(context, {
      operation: 'gateway.submitTransaction',
      path: '/body/duplicate',
      id: transaction.id,
      recipient,
      amount,
    }),
  )
}
