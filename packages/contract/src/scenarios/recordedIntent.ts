import type { Signer } from '@ledgernet/crypto'
import { submitIntent } from '@ledgernet/flows'
import type { Instruction } from '@ledgernet/transaction'
import { createV0Transport } from '@ledgernet/v0-client'
import { linkSignals } from '../run/linkSignals.js'
import { ContractStepError } from './ContractStepError.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { OpenStep } from './ScenarioRecorder.js'
import { type ExpectedV0Receipt, v0ReceiptFailures } from './v0ReceiptFailures.js'

/**
 * The header values of the transactions the runner has the flows build, which a receipt's fee
 * summary repeats.
 *
 * @example
 * v0Header.costUnitLimit // 1000000
 */
export const v0Header = { costUnitLimit: 1_000_000, tipPercentage: 0 } as const

/**
 * Runs v0 instructions through `@ledgernet/flows`' `submitIntent` (the current epoch read, the
 * intent built and notarized locally, submitted, its intent hash checked, the receipt awaited)
 * with its two halves recorded as steps of the scenario: `names.submit` until the first receipt
 * poll, then `names.receipt`, which also checks every field of the committed receipt against what
 * the runner knows (`expect(intentHash)`, see `v0ReceiptFailures`). Answers the intent hash and
 * the notarized transaction as sent (for a replay), or `undefined` in a read-only run, which stops
 * at the notary's signature.
 *
 * @example
 * const sent = await recordedIntent(context, { submit, receipt }, instructions, (intentHash) => expected)
 */
export async function recordedIntent(
  context: ScenarioContext,
  names: { submit: string; receipt: string },
  instructions: Instruction[],
  expect: (intentHash: string) => Omit<ExpectedV0Receipt, 'costUnitLimit' | 'tipPercentage'>,
  /** The header's cost unit limit and tip (default {@link v0Header}). */
  header: { costUnitLimit: number; tipPercentage: number } = v0Header,
): Promise<{ intentHash: string; notarizedHex: string } | undefined> {
  const { recorder } = context
  const submitOperation = 'gateway-v0.submitNotarizedTransaction'
  const receiptOperation = 'gateway-v0.getTransactionReceipt'
  const submit = recorder.open(submitOperation, names.submit)
  let receipt: OpenStep | undefined
  let notarizedHex: string | undefined
  let intentHash: string | undefined
  let readOnly = false
  const cut = new AbortController()
  const client = createV0Transport({
    baseUrl: context.baseUrls.v0!,
    fetch: context.fetch,
    timeout: context.timeout,
    retry: false,
    onRequest: (request) => {
      if (request.operationId === 'submitNotarizedTransaction' && typeof request.body === 'string')
        notarizedHex = (JSON.parse(request.body) as { notarized_transaction_hex: string }).notarized_transaction_hex
      if (request.operationId !== 'getTransactionReceipt' || receipt !== undefined || submit.done) return
      // The submit is over once the flow polls for the receipt: its answer is judged now.
      submit.pass()
      if (recorder.stopped) cut.abort()
      else receipt = recorder.open(receiptOperation, names.receipt)
    },
  })
  const key = context.key.toSigner()
  const notary: Signer = {
    publicKey: key.publicKey,
    async sign(payload) {
      if (context.readOnly) {
        readOnly = true
        throw new Error('read-only: nothing is signed')
      }
      return key.sign(payload)
    },
  }
  const { signal, unlink } = linkSignals([context.signal, cut.signal])
  try {
    const committed = await submitIntent(client, {
      notary,
      network: context.network.name,
      instructions,
      ...header,
      timeout: context.confirmTimeout,
      requestTimeout: context.timeout,
      signal,
      submitRetry: false,
      onTransactionId: (hash) => {
        intentHash = hash
      },
    })
    if (receipt === undefined) throw new ContractStepError([])
    const failures = v0ReceiptFailures(
      receiptOperation,
      { ...expect(committed.intentHash), ...header },
      committed.receipt,
    )
    if (failures.length) receipt.fail(new ContractStepError(failures))
    else receipt.pass()
  } catch (error) {
    if (readOnly) {
      submit.skip('read-only: nothing is signed or submitted')
      return undefined
    }
    const open = [submit, receipt].find((step) => step !== undefined && !step.done)
    if (open) open.fail(error)
    throw error instanceof ContractStepError ? error : new ContractStepError([])
  } finally {
    unlink()
  }
  if (recorder.stopped || intentHash === undefined || notarizedHex === undefined) throw new ContractStepError([])
  return { intentHash, notarizedHex }
}
