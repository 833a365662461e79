import {
  bytesToHex,
  checkSigner,
  checkSubunits,
  encodeAccountAddress,
  hexToBytes,
  sha256dAsync,
  signChecked,
} from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import {
  type ActionFormat,
  decodeUnsignedTransactionWith,
  encodeSignedTransactionWith,
  type UnsignedTransaction,
} from '@ledgernet/transaction'
import type { CallOptions } from '@ledgernet/transport'
import { FeeTooHighError } from './errors/FeeTooHighError.js'
import { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import { ValidityWindowError } from './errors/ValidityWindowError.js'
import type { FlowActions } from './FlowActions.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import type { BuildAnswer } from './InterfaceSteps.js'
import { interfaceStepsOf, type LedgerClient } from './LedgerClient.js'
import { submitWithRetry } from './submitWithRetry.js'
import { waitForConfirmation } from './waitForConfirmation.js'

/**
 * The lifecycle every Gateway API / JSON-RPC flow runs, once the options are checked: the
 * caller's actions are read by the flow's own readers, then build → check → sign → (finalize) →
 * submit → wait → check the record, as `submitActions` describes. Payload and id are hashed by Web
 * Crypto.
 */
export async function runLifecycle(
  client: LedgerClient,
  parameters: FlowOptions & { disableTokenMintAndBurn?: boolean },
  { read, formats, deriveTokens }: FlowActions,
): Promise<FlowResult> {
  const { signer, signal, message, maxValidityEpochs = 1_000, disableTokenMintAndBurn = false } = parameters
  const steps = interfaceStepsOf(client)
  checkSigner(signer)
  const network = steps.network(parameters.network)
  const maxFee = checkSubunits(parameters.maxFee, 'maxFee')
  if (message !== undefined && (typeof message !== 'string' || !/^([0-9a-fA-F]{2}){0,255}$/.test(message)))
    throw new InvalidArgumentError('message', 'must be hex of 0 to 255 bytes')
  if (!Number.isSafeInteger(maxValidityEpochs) || maxValidityEpochs < 1)
    throw new InvalidArgumentError('maxValidityEpochs', 'must be a positive integer')
  if (typeof disableTokenMintAndBurn !== 'boolean')
    throw new InvalidArgumentError('disableTokenMintAndBurn', 'must be true or false')
  if (parameters.finalizeFirst !== undefined && typeof parameters.finalizeFirst !== 'boolean')
    throw new InvalidArgumentError('finalizeFirst', 'must be true or false')
  const feePayer = encodeAccountAddress(signer.publicKey, network)
  const actions = read({ network, signerKey: signer.publicKey, self: feePayer })
  const call: CallOptions = { signal }

  // Build, then check: nothing reaches the Signer unless the blob hashes to the payload, does
  // exactly what was asked, costs at most maxFee and is valid for at most maxValidityEpochs.
  const request = {
    network: network.name,
    actions,
    feePayer,
    message: message?.toLowerCase(),
    disableTokenMintAndBurn,
    formats,
    deriveTokens,
  }
  const built = await steps.build(request, signer.publicKey, call)
  const { bytes, transaction, payload } = await checkedBlob(built, formats)
  const mismatches = built.mismatches(transaction)
  if (mismatches.length > 0) throw new TransactionMismatchError(mismatches)
  if (transaction.fee > maxFee) throw new FeeTooHighError({ fee: transaction.fee, maxFee })
  const { startEpoch, endEpoch } = transaction
  if (endEpoch - startEpoch > BigInt(maxValidityEpochs))
    throw new ValidityWindowError({ startEpoch, endEpoch, reason: 'TOO_LONG', maxValidityEpochs })
  const signature = await signChecked(signer, payload)
  const signedBytes = encodeSignedTransactionWith(bytes, signature, formats)
  const id = bytesToHex(await sha256dAsync(signedBytes))
  const signed = {
    unsigned: built.unsigned,
    signedHex: bytesToHex(signedBytes),
    id,
    der: signature.toDERHex(),
    publicKey: signer.publicKey.hex,
  }

  // Submit what was signed here, naming its id (a server whose id differs must submit nothing), again
  // while its outcome is unknown; finalize (without submitting) first where submit needs it: over
  // JSON-RPC, over the Gateway API when asked (`finalizeFirst`) or once this client's gateway has
  // refused a transaction it had not finalized. Elsewhere the Gateway API submits at once and falls
  // back to the described lifecycle (finalize, then submit) when the submit is refused so. The
  // caller learns the id before submit: whatever happens to it, the transaction can be tracked.
  const submit = () =>
    submitWithRetry(
      'submitTransaction',
      () => steps.submit(signed, { signal, retry: false }),
      parameters.submitRetry,
      signal,
    )
  if (parameters.finalizeFirst || steps.finalizeFirst()) {
    await steps.finalize(signed, call)
    parameters.onTransactionId?.(id)
    await submit()
  } else {
    parameters.onTransactionId?.(id)
    try {
      await submit()
    } catch (error) {
      if (!steps.refusedUnfinalized?.(error)) throw error
      await steps.finalize(signed, call)
      await submit()
      steps.learnedFinalizeFirst?.()
    }
  }

  // CONFIRMED is believed once the transaction's record is the one signed here (where the interface has a record).
  const confirmed = await waitForConfirmation(steps, id, parameters)
  steps.checkRecord?.(confirmed, { network, fee: transaction.fee, signedHex: signed.signedHex })
  const created = actions.find((action) => action.type === 'CreateTokenDefinition')
  return {
    transactionId: id,
    fee: transaction.fee,
    status: 'CONFIRMED',
    ledgerState: confirmed.ledgerState,
    ...(created ? { tokenRri: created.token! } : {}),
  }
}

/**
 * Decodes the server's blob with the flow's formats and checks its payload, recomputed here: the
 * server's hash is only compared, never signed. A blob that is no such unsigned transaction (not
 * hex, does not decode) is a mismatch of the blob's field.
 */
async function checkedBlob({ field, unsigned, payload }: BuildAnswer, formats: readonly ActionFormat[]) {
  let bytes: Uint8Array
  let transaction: UnsignedTransaction
  try {
    bytes = hexToBytes(unsigned, field)
    transaction = decodeUnsignedTransactionWith(bytes, formats)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    throw new TransactionMismatchError(
      [{ field, expected: 'an unsigned transaction', actual: error.shortMessage }],
      error,
    )
  }
  const computed = await sha256dAsync(bytes)
  const hex = bytesToHex(computed)
  if (`${payload}`.toLowerCase() !== hex) throw new PayloadMismatchError({ computed: hex, received: payload })
  return { bytes, transaction, payload: computed }
}
