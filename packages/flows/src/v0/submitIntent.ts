import { checkSigner, getNetwork } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { DecodeError } from '@ledgernet/transaction'
import { buildNotarizedTransaction, type Instruction } from '@ledgernet/transaction'
import type { NetworkError, TimeoutError } from '@ledgernet/transport'
import { getEpoch, submitNotarizedTransaction } from '@ledgernet/v0-client'
import { AnswerMismatchError } from '../errors/AnswerMismatchError.js'
import { refused } from '../errors/refused.js'
import type { TransactionRefusedError } from '../errors/TransactionRefusedError.js'
import { readAnswer } from '../readAnswer.js'
import { submitWithRetry } from '../submitWithRetry.js'
import type { V0FlowOptions } from './V0FlowOptions.js'
import type { V0LedgerClient } from './V0LedgerClient.js'
import { type CommittedIntent, type WaitForReceiptErrorType, waitForReceipt } from './waitForReceipt.js'

/**
 * Parameters of {@link submitIntent}: the {@link V0FlowOptions} and the manifest's instructions
 * (types of `@ledgernet/transaction`: v0 addresses, `PublicKey` owners, bigint amounts).
 *
 * @example
 * const parameters: SubmitIntentParameters = { notary: signer, network: 'localnet', instructions: [{ type: 'CreateNonFungibleResource', owner: signer.publicKey, metadata: [] }] }
 */
export type SubmitIntentParameters = V0FlowOptions & { instructions: readonly Instruction[] }

/**
 * A committed v0 transaction with the fee it paid (`xrd_burned` + `xrd_tipped`, subunits).
 *
 * @example
 * const { intentHash, fee, receipt }: V0FlowResult = await submitIntent(v0, parameters)
 */
export type V0FlowResult = CommittedIntent & { fee: bigint }

/**
 * Everything a v0 flow may throw: bad input (`InvalidArgumentError`, also from the intent
 * encoder naming `manifest.instructions[0].resource`), a Signer whose signature does not verify,
 * the server's refusal of submit (`TransactionRefusedError`, reason `INVALID_TRANSACTION`), an
 * answer for another intent (`AnswerMismatchError`), the wait's errors, transport failures, and
 * `DecodeError` of the notarized transaction built here (it is decoded back as a check). A test
 * derives this union from the code that throws (`tooling/package-checks/src/errorUnions.test.ts`).
 *
 * @example
 * const failure = error as SubmitIntentErrorType
 */
export type SubmitIntentErrorType =
  | WaitForReceiptErrorType
  | AnswerMismatchError
  | TransactionRefusedError
  // The transport's other errors (HttpError, InvalidResponseError, AbortedError) are the wait's
  // already: each error is named once.
  | NetworkError
  | TimeoutError
  | DecodeError

/**
 * Runs v0 instructions through the whole lifecycle on the one client given: reads the current
 * epoch for the header's window, builds the intent locally (nothing comes from the server but the
 * epoch), has the signers sign the intent hash and the notary the signed intent hash (each
 * signature checked against its key), submits the notarized transaction — again while the outcome
 * is unknown, the intent hash making it idempotent — checks the intent hash the server answers,
 * and waits for the receipt.
 *
 * @example
 * import { createV0Transport } from '@ledgernet/v0-client'
 * import { createSigner, privateKeyFromMnemonic, v0AccountAddress } from '@ledgernet/crypto'
 * import { submitIntent } from '@ledgernet/flows'
 * const v0 = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
 * const notary = createSigner(privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }))
 * const { receipt } = await submitIntent(v0, {
 *   notary,
 *   network: 'localnet',
 *   instructions: [{ type: 'CreateNonFungibleResource', owner: notary.publicKey, metadata: [{ key: 'name', value: 'Seats' }] }],
 * })
 */
export async function submitIntent(client: V0LedgerClient, parameters: SubmitIntentParameters): Promise<V0FlowResult> {
  const {
    notary,
    signers = [],
    instructions,
    costUnitLimit = 1_000_000,
    tipPercentage = 0,
    validityEpochs = 10,
    signal,
  } = parameters
  const v0 = client
  checkSigner(notary, 'notary')
  if (!Array.isArray(signers)) throw new InvalidArgumentError('signers', 'must be an array of Signers')
  for (const [index, signer] of signers.entries()) checkSigner(signer, `signers[${index}]`)
  const network = getNetwork(parameters.network)
  if (!Number.isSafeInteger(validityEpochs) || validityEpochs < 1)
    throw new InvalidArgumentError('validityEpochs', 'must be a positive integer')
  const at = (operation: string, path: string) => ({ operation, url: `${v0.transport?.baseUrl ?? ''}${path}` })
  const epoch = readAnswer(await getEpoch({ client: v0, signal }), at('getEpoch', '/v0/state/epoch')).count('/epoch')
  const nonce = new DataView(crypto.getRandomValues(new Uint8Array(8)).buffer).getBigUint64(0)
  const built = await buildNotarizedTransaction({
    intent: {
      header: {
        network: network.name,
        startEpoch: BigInt(epoch),
        endEpoch: BigInt(epoch) + BigInt(validityEpochs),
        nonce,
        notaryPublicKey: notary.publicKey,
        notaryAsSignatory: true,
        costUnitLimit,
        tipPercentage,
      },
      manifest: { instructions },
    },
    signers,
    notary,
  })
  parameters.onTransactionId?.(built.intentHash)
  const submitted = await submitWithRetry(
    'submitNotarizedTransaction',
    () =>
      refused(
        'submitNotarizedTransaction',
        submitNotarizedTransaction({
          client: v0,
          body: { notarized_transaction_hex: built.hex },
          signal,
          retry: false,
        }),
      ),
    parameters.submitRetry,
    signal,
  )
  const intentHash = readAnswer(submitted, at('submitNotarizedTransaction', '/v0/transaction/submit')).string(
    '/intent_hash',
  )
  if (intentHash !== built.intentHash)
    throw new AnswerMismatchError({
      operation: 'submitNotarizedTransaction',
      field: 'intent_hash',
      expected: built.intentHash,
      actual: intentHash,
    })
  const committed = await waitForReceipt(v0, built.intentHash, parameters)
  // The receipt's fee figures were read as amounts by the wait.
  const { xrd_burned, xrd_tipped } = committed.receipt.fee_summary
  return { ...committed, fee: BigInt(xrd_burned) + BigInt(xrd_tipped) }
}
