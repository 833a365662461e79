import { bytesToHex, decodeV0Address, v0EntityBytes } from '@ledgernet/crypto'
import { type BuiltNotarizedTransaction, buildNotarizedTransaction, type Instruction } from '@ledgernet/transaction'
import { ContractStepError } from './ContractStepError.js'
import { expectStatus } from './expectStatus.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { pollUntil } from './pollUntil.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { v0ReceiptFailures } from './v0ReceiptFailures.js'

/**
 * Reads the current epoch from `/v0/state/epoch`.
 *
 * @example
 * const epoch = await readEpoch(context)
 */
export async function readEpoch(context: ScenarioContext): Promise<bigint> {
  return context.recorder.step('gateway-v0.getEpoch', 'read the current epoch', async () => {
    const answer = await context.caller.http('gateway-v0', 'getEpoch', {})
    expectStatus(answer, 'gateway-v0.getEpoch', 200)
    context.recorder.assertClean()
    return BigInt(fieldOf(answer.body, 'epoch') as number)
  })
}

/**
 * The header values of the transactions the runner builds, which a receipt's fee summary repeats.
 *
 * @example
 * v0Header.costUnitLimit // 1000000
 */
export const v0Header = { costUnitLimit: 1_000_000, tipPercentage: 0 } as const

/**
 * Builds a notarized transaction locally (`@ledgernet/transaction`): the funded key is the notary
 * and the only signatory, the validity window starts at `epoch` and lasts 100 epochs, the nonce
 * comes from the run's random values (its seed).
 *
 * @example
 * const built = await buildV0Transaction(context, epoch, instructions)
 */
export async function buildV0Transaction(
  context: Pick<ScenarioContext, 'key' | 'network' | 'random'>,
  epoch: bigint,
  instructions: Instruction[],
): Promise<BuiltNotarizedTransaction> {
  const { key, network } = context
  const nonce = new DataView(context.random.bytes('v0 nonce', 8).buffer).getBigUint64(0)
  return buildNotarizedTransaction({
    intent: {
      header: {
        network: network.name,
        startEpoch: epoch,
        endEpoch: epoch + 100n,
        nonce,
        notaryPublicKey: key.publicKey,
        notaryAsSignatory: true,
        costUnitLimit: v0Header.costUnitLimit,
        tipPercentage: v0Header.tipPercentage,
      },
      manifest: { instructions },
    },
    signers: [],
    notary: key.toSigner(),
  })
}

/**
 * Submits a notarized transaction and checks the answer: its intent hash (computed locally) and
 * `duplicate` as expected. A wrong answer to a re-submission is recorded and the scenario goes on
 * (its effect is checked next).
 *
 * @example
 * await submitV0(context, 'the transfer', built, { duplicate: false })
 */
export async function submitV0(
  context: ScenarioContext,
  label: string,
  built: BuiltNotarizedTransaction,
  { duplicate }: { duplicate: boolean },
): Promise<void> {
  const operation = 'gateway-v0.submitNotarizedTransaction'
  await context.recorder.step(
    operation,
    `submit ${label}`,
    async () => {
      const answer = await context.caller.http('gateway-v0', 'submitNotarizedTransaction', {
        notarized_transaction_hex: built.hex,
      })
      expectStatus(answer, operation, 200)
      context.recorder.assertClean()
      const failures = [
        ...expectValue(
          operation,
          '/body/intent_hash',
          built.intentHash,
          fieldOf(answer.body, 'intent_hash'),
          'must be SHA-256(SHA-256(intent))',
        ),
        ...expectDuplicate(operation, '/body/duplicate', duplicate, fieldOf(answer.body, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: duplicate },
  )
}

/**
 * Polls `/v0/transaction/receipt` until the transaction is committed, within the bounded wait;
 * the receipt must be Succeeded and say what the runner knows happened (`check`, e.g.
 * {@link v0ReceiptFailures}). Answers the receipt.
 *
 * @example
 * const receipt = await waitForReceipt(context, 'the transfer', built.intentHash)
 */
export async function waitForReceipt(
  context: ScenarioContext,
  label: string,
  intentHash: string,
  check: (receipt: unknown) => ReturnType<typeof expectValue> = () => [],
): Promise<unknown> {
  const operation = 'gateway-v0.getTransactionReceipt'
  return context.recorder.step(operation, `receipt of ${label} is committed and Succeeded`, async () => {
    const committed = await pollUntil(async () => {
      const answer = await context.caller.http('gateway-v0', 'getTransactionReceipt', { intent_hash: intentHash })
      expectStatus(answer, operation, 200)
      // No assertClean: an answer that breaks the spec fails the step anyway, and checking it
      // against what the runner knows too names the field a lie changed.
      return fieldOf(answer.body, 'committed')
    }, context.confirmTimeout)
    if (committed === undefined)
      throw new ContractStepError([
        {
          operation,
          path: '/body/pending',
          message: `transaction ${intentHash} stayed pending for ${context.confirmTimeout} ms`,
          expected: 'committed',
        },
      ])
    const receipt = fieldOf(committed, 'receipt')
    if (fieldOf(receipt, 'status') !== 'Succeeded')
      throw new ContractStepError([
        {
          operation,
          path: '/body/committed/receipt/status',
          message: `transaction ${intentHash} was not Succeeded: ${String(fieldOf(receipt, 'error_message') ?? '')}`,
          expected: 'Succeeded',
          seen: fieldOf(receipt, 'status'),
        },
      ])
    const failures = check(receipt)
    if (failures.length) throw new ContractStepError(failures)
    return receipt
  })
}

/**
 * The 27-byte payload (entity byte ‖ 26 bytes) of a v0 address as hex: what a receipt's `output`
 * holds for a created resource.
 *
 * @example
 * addressPayloadHex('resource_sim1qsqq…') // '04000000…'
 */
export function addressPayloadHex(address: string): string {
  const { entity, bytes } = decodeV0Address(address)
  return bytesToHex(Uint8Array.of(v0EntityBytes[entity], ...bytes))
}
