import {
  encodeV0Address,
  hexToBytes,
  PrivateKey,
  v0AccountAddress,
  v0NonFungibleResourceAddress,
} from '@ledgernet/crypto'
import { expectReceivedOnce } from './expectReceivedOnce.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'
import { v0ReceiptFailures } from './v0ReceiptFailures.js'
import { addressPayloadHex, buildV0Transaction, readEpoch, submitV0, v0Header, waitForReceipt } from './v0Steps.js'

const amount = 3n * 10n ** 18n
const nonFungibleId = '01'

/**
 * The steps of the v0-transaction scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * v0TransactionSteps.length // 7
 */
export const v0TransactionSteps: readonly ScenarioStep[] = [
  { operation: 'gateway-v0.getEpoch', name: 'read the current epoch' },
  {
    operation: 'gateway-v0.submitNotarizedTransaction',
    name: 'submit a transfer of 3 XRD and a new non-fungible resource',
  },
  { operation: 'gateway-v0.getTransactionReceipt', name: 'receipt of the transfer is committed and Succeeded' },
  { operation: 'gateway-v0.submitNotarizedTransaction', name: 'submit the same notarized transaction again (replay)' },
  { operation: 'gateway-v0.submitNotarizedTransaction', name: 'submit the mint of non-fungible 01' },
  { operation: 'gateway-v0.getTransactionReceipt', name: 'receipt of the mint is committed and Succeeded' },
  {
    operation: 'gateway-v0.submitNotarizedTransaction',
    name: 'the replayed transaction executed once (recipient balance)',
  },
]

/**
 * A v0 notarized transaction end to end, then a replay: read the epoch, build locally (notary =
 * signatory = the funded key) a transfer of 3 XRD to a fresh account plus the creation of a
 * non-fungible resource, submit it (the intent hash must be the local one), wait for its receipt
 * (Succeeded, and every field of it what the runner knows: outputs, new resource, balance changes
 * with the fee, the fee summary's numbers); submit it again
 * (`duplicate: true`, same intent hash); mint non-fungible `01` in a later transaction; then the
 * recipient must hold exactly 3 XRD.
 *
 * @example
 * await v0TransactionScenario(context)
 */
export async function v0TransactionScenario(context: ScenarioContext): Promise<void> {
  const { network, account, key } = context
  const native = encodeV0Address('resource', new Uint8Array(26), network)
  const recipient = PrivateKey.fromBytes(context.random.bytes('v0-transaction recipient', 32)).publicKey
  const recipientAddress = v0AccountAddress(recipient, network)
  const epoch = await readEpoch(context)
  const first = await buildV0Transaction(context, epoch, [
    { type: 'TransferFungible', from: account.v0Address, to: recipientAddress, resource: native, amount },
    {
      type: 'CreateNonFungibleResource',
      owner: key.publicKey,
      metadata: [{ key: 'name', value: 'ledgernet contract tickets' }],
    },
  ])
  const resource = v0NonFungibleResourceAddress(hexToBytes(first.intentHash), 1, network)
  await submitV0(context, 'a transfer of 3 XRD and a new non-fungible resource', first, { duplicate: false })
  const operation = 'gateway-v0.getTransactionReceipt'
  const known = { payer: account.v0Address, native, ...v0Header }
  await waitForReceipt(context, 'the transfer', first.intentHash, (receipt) =>
    v0ReceiptFailures(
      operation,
      {
        ...known,
        output: ['', addressPayloadHex(resource)],
        newResources: [resource],
        balanceChanges: [
          { component_address: account.v0Address, resource_address: native, delta: -amount },
          { component_address: recipientAddress, resource_address: native, delta: amount },
        ],
        nonFungibleChanges: [],
      },
      receipt,
    ),
  )
  context.live.intentHash = first.intentHash

  await submitV0(context, 'the same notarized transaction again (replay)', first, { duplicate: true })
  // The mint is submitted after the replay, so once it is committed a second execution would show.
  const mint = await buildV0Transaction(context, epoch, [
    { type: 'MintNonFungible', resource, to: account.v0Address, id: nonFungibleId, immutableData: '', mutableData: '' },
  ])
  await submitV0(context, `the mint of non-fungible ${nonFungibleId}`, mint, { duplicate: false })
  await waitForReceipt(context, 'the mint', mint.intentHash, (receipt) =>
    v0ReceiptFailures(
      operation,
      {
        ...known,
        output: [''],
        newResources: [],
        balanceChanges: [],
        nonFungibleChanges: [
          {
            component_address: account.v0Address,
            resource_address: resource,
            added_ids_hex: [nonFungibleId],
            removed_ids_hex: [],
          },
        ],
      },
      receipt,
    ),
  )
  context.live.nonFungible = { resourceAddress: resource, idHex: nonFungibleId }
  await context.recorder.step(
    'gateway-v0.submitNotarizedTransaction',
    'the replayed transaction executed once (recipient balance)',
    () =>
      expectReceivedOnce(context, {
        operation: 'gateway-v0.submitNotarizedTransaction',
        path: '/body/duplicate',
        id: first.intentHash,
        recipient,
        amount,
      }),
  )
}
