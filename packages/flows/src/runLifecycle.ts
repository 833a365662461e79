import {
  bytesToHex,
  checkSigner,
  checkSubunits,
  encodeAccountAddress,
  sha256dAsync,
  signChecked,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { encodeSignedTransactionWith } from '@ledgernet/transaction'
import type { CallOptions } from '@ledgernet/transport'
import { checkBeforeSigning } from './checkBeforeSigning.js'
import type { FlowActions } from './FlowActions.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
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
  const { bytes, transaction, payload } = await checkBeforeSigning(built, { formats, maxFee, maxValidityEpochs })
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
