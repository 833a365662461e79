import { bytesToHex, hexToBytes, sha256dAsync } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { type ActionFormat, decodeUnsignedTransactionWith, type UnsignedTransaction } from '@ledgernet/transaction'
import { FeeTooHighError } from './errors/FeeTooHighError.js'
import { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import { ValidityWindowError } from './errors/ValidityWindowError.js'
import type { BuildAnswer } from './InterfaceSteps.js'

/**
 * The checks a built transaction passes before anything reaches the Signer: its blob decodes with
 * the flow's formats and hashes to the payload (recomputed here: the server's hash is only
 * compared, never signed), it does exactly what was asked (`built.mismatches`), costs at most
 * `maxFee` and is valid for at most `maxValidityEpochs`. Answers the bytes, the decoded
 * transaction and the payload to sign.
 */
export async function checkBeforeSigning(
  built: BuildAnswer,
  limits: { formats: readonly ActionFormat[]; maxFee: bigint; maxValidityEpochs: number },
): Promise<{ bytes: Uint8Array; transaction: UnsignedTransaction; payload: Uint8Array }> {
  const { maxFee, maxValidityEpochs } = limits
  const checked = await checkedBlob(built, limits.formats)
  const { transaction } = checked
  const mismatches = built.mismatches(transaction)
  if (mismatches.length > 0) throw new TransactionMismatchError(mismatches)
  if (transaction.fee > maxFee) throw new FeeTooHighError({ fee: transaction.fee, maxFee })
  const { startEpoch, endEpoch } = transaction
  if (endEpoch - startEpoch > BigInt(maxValidityEpochs))
    throw new ValidityWindowError({ startEpoch, endEpoch, reason: 'TOO_LONG', maxValidityEpochs })
  return checked
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
