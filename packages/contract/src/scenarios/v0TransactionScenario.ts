import { hexToBytes, PrivateKey, v0AccountAddress, v0NonFungibleResourceAddress } from '@ledgernet/crypto'
import { addressPayloadHex } from './addressPayloadHex.js'
import { expectBalanceChanges, nativeResource, readBalances } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { recordedIntent } from './recordedIntent.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const amount = 3n * 10n ** 18n
const nonFungibleId = '01'
const operation = 'gateway-v0.submitNotarizedTransaction'

const balanceBefore = "read the recipient's balance before the transfer"
const transfer = {
  submit: 'submit a transfer of 3 XRD and a new non-fungible resource',
  receipt: 'receipt of the transfer is committed, Succeeded, and says what happened',
}
const replay = 'submit the same notarized transaction again (replay)'
const mint = {
  submit: `submit the mint of non-fungible ${nonFungibleId}`,
  receipt: 'receipt of the mint is committed, Succeeded, and says what happened',
}
const once = 'the replayed transaction executed once (the recipient gained 3 XRD in all)'

/**
 * The steps of the v0-transaction scenario, in order: each is a check of the report, run, failed or
 * skipped with its reason.
 *
 * @example
 * v0TransactionSteps.length // 7
 */
export const v0TransactionSteps: readonly ScenarioStep[] = [
  { operation: 'gateway-v0.getComponent', name: balanceBefore },
  { operation, name: transfer.submit },
  { operation: 'gateway-v0.getTransactionReceipt', name: transfer.receipt },
  { operation, name: replay },
  { operation, name: mint.submit },
  { operation: 'gateway-v0.getTransactionReceipt', name: mint.receipt },
  { operation, name: once },
]

/**
 * A v0 notarized transaction end to end by `@ledgernet/flows`' `submitIntent`, then a replay:
 * read the seed's recipient's balance; the flows read the epoch, build locally (notary =
 * signatory = the funded key) a transfer of 3 XRD plus the creation of a non-fungible resource,
 * submit it (the intent hash must be the local one) and wait for its receipt — Succeeded, and
 * every field of it what the runner knows (outputs, the new resource, balance changes with the
 * fee, the fee summary's numbers); submit it again (`duplicate: true`, the same intent hash); mint
 * non-fungible `01` in a later transaction; then the recipient must have gained exactly 3 XRD.
 *
 * @example
 * await v0TransactionScenario(context)
 */
export async function v0TransactionScenario(context: ScenarioContext): Promise<void> {
  const { network, account, key, recorder } = context
  const native = nativeResource(context)
  const recipient = PrivateKey.fromBytes(context.random.bytes('v0-transaction recipient', 32)).publicKey
  const recipientAddress = v0AccountAddress(recipient, network)
  const [before] = (await readBalances(context, balanceBefore, [{ account: recipientAddress, resource: native }]))!
  const known = { payer: account.v0Address, native }
  const sent = await recordedIntent(
    context,
    transfer,
    [
      { type: 'TransferFungible', from: account.v0Address, to: recipientAddress, resource: native, amount },
      {
        type: 'CreateNonFungibleResource',
        owner: key.publicKey,
        metadata: [{ key: 'name', value: 'ledgernet contract tickets' }],
      },
    ],
    (intentHash) => {
      const resource = v0NonFungibleResourceAddress(hexToBytes(intentHash), 1, network)
      return {
        ...known,
        output: ['', addressPayloadHex(resource)],
        newResources: [resource],
        balanceChanges: [
          { component_address: account.v0Address, resource_address: native, delta: -amount },
          { component_address: recipientAddress, resource_address: native, delta: amount },
        ],
        nonFungibleChanges: [],
      }
    },
  )
  if (sent === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('v0-transaction: the transfer: intent hash', sent.intentHash)
  context.live.intentHash = sent.intentHash
  const resource = v0NonFungibleResourceAddress(hexToBytes(sent.intentHash), 1, network)

  await recorder.step(
    operation,
    replay,
    async () => {
      const answer = await context.caller.http('gateway-v0', 'submitNotarizedTransaction', {
        notarized_transaction_hex: sent.notarizedHex,
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
      recorder.assertClean()
      const failures = [
        ...expectValue(
          operation,
          '/body/intent_hash',
          sent.intentHash,
          fieldOf(answer.body, 'intent_hash'),
          'must be SHA-256(SHA-256(intent))',
        ),
        ...expectDuplicate(operation, '/body/duplicate', true, fieldOf(answer.body, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
  // The mint is submitted after the replay, so once it is committed a second execution would show.
  await recordedIntent(
    context,
    mint,
    [
      {
        type: 'MintNonFungible',
        resource,
        to: account.v0Address,
        id: nonFungibleId,
        immutableData: '',
        mutableData: '',
      },
    ],
    () => ({
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
    }),
  )
  context.live.nonFungible = { resourceAddress: resource, idHex: nonFungibleId }
  await recorder.step(operation, once, () =>
    expectBalanceChanges(context, [
      {
        account: recipientAddress,
        resource: native,
        before: before!,
        change: amount,
        what: 'the recipient of the replayed transaction',
        operation,
        path: '/body/duplicate',
        ifMore: 'the replay executed again',
      },
    ]),
  )
}
