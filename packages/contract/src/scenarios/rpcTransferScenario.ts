import { encodeAccountAddress, nativeTokenRri, PrivateKey } from '@ledgernet/crypto'
import type { RpcTokenTransfer } from '@ledgernet/transaction'
import { expectReceivedOnce } from './expectReceivedOnce.js'
import { countersBefore, countersMoved, nodeCounterSteps } from './nodeCounters.js'
import { rpcBuildAndSign, rpcFinalize, rpcSubmit, rpcWaitForConfirmation } from './rpcSteps.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const amount = 2n * 10n ** 18n

/**
 * The steps of the rpc-transfer scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * rpcTransferSteps.length // 12
 */
export const rpcTransferSteps: readonly ScenarioStep[] = [
  nodeCounterSteps('the transfer')[0],
  { operation: 'node-rpc.ledger.buildTransaction', name: 'build a transfer of 2 XRD to a fresh account' },
  { operation: 'node-rpc.ledger.finalizeTransaction', name: 'finalize the transfer' },
  { operation: 'node-rpc.ledger.submitTransaction', name: 'submit the transfer' },
  { operation: 'node-rpc.ledger.statusOfTransaction', name: 'status of the transfer reaches CONFIRMED' },
  nodeCounterSteps('the transfer')[1],
  { operation: 'node-rpc.ledger.submitTransaction', name: 'submit the same transfer again (replay)' },
  { operation: 'node-rpc.ledger.buildTransaction', name: 'build a later transfer (to see a second execution)' },
  { operation: 'node-rpc.ledger.finalizeTransaction', name: 'finalize the later transfer' },
  { operation: 'node-rpc.ledger.submitTransaction', name: 'submit the later transfer' },
  { operation: 'node-rpc.ledger.statusOfTransaction', name: 'status of the later transfer reaches CONFIRMED' },
  { operation: 'node-rpc.ledger.submitTransaction', name: 'the replayed transfer executed once (recipient balance)' },
]

/**
 * The JSON-RPC flow end to end, then a replay: `ledger.buildTransaction` of a transfer of 2 XRD to
 * a fresh account (checked before signing), finalize, submit, status until CONFIRMED — with node
 * REST, the node's counters must have moved with it (`nodeCounters`); the same
 * submit again must answer `duplicate: true` with the same txID; then, when v0 is given, a later
 * transaction is confirmed and the recipient must hold exactly 2 XRD.
 *
 * @example
 * await rpcTransferScenario(context)
 */
export async function rpcTransferScenario(context: ScenarioContext): Promise<void> {
  const { network, account } = context
  const recipient = PrivateKey.fromBytes(context.random.bytes('rpc-transfer recipient', 32)).publicKey
  const transfer = (to: string, value: bigint): RpcTokenTransfer => ({
    type: 'TokenTransfer',
    from: account.address,
    to,
    amount: value.toString(),
    tokenIdentifier: nativeTokenRri(network),
  })
  const counters = await countersBefore(context, 'the transfer')
  const transaction = await rpcBuildAndSign(context, 'a transfer of 2 XRD to a fresh account', [
    transfer(encodeAccountAddress(recipient, network), amount),
  ])
  await rpcFinalize(context, 'the transfer', transaction)
  await rpcSubmit(context, 'the transfer', transaction, { duplicate: false })
  await rpcWaitForConfirmation(context, 'the transfer', transaction.txID)
  context.live.rpcTransactionId = transaction.txID
  await countersMoved(context, 'the transfer', counters)

  await rpcSubmit(context, 'the same transfer again (replay)', transaction, { duplicate: true })
  const effect = 'the replayed transfer executed once (recipient balance)'
  if (!context.interfaces.v0) {
    context.recorder.skipRest('needs --v0: JSON-RPC has no balance query, /v0/state/component reads the recipient')
    return
  }
  const later = await rpcBuildAndSign(context, 'a later transfer (to see a second execution)', [
    transfer(
      encodeAccountAddress(
        PrivateKey.fromBytes(context.random.bytes('rpc-transfer later recipient', 32)).publicKey,
        network,
      ),
      1n,
    ),
  ])
  await rpcFinalize(context, 'the later transfer', later)
  await rpcSubmit(context, 'the later transfer', later, { duplicate: false })
  await rpcWaitForConfirmation(context, 'the later transfer', later.txID)
  await context.recorder.step('node-rpc.ledger.submitTransaction', effect, () =>
    expectReceivedOnce(context, {
      operation: 'node-rpc.ledger.submitTransaction',
      path: '/body/result/duplicate',
      id: transaction.txID,
      recipient,
      amount,
    }),
  )
}
