import { decodeAccountAddress, recoveryId, sha256d } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import type { BytesInput } from '../bytes/bytesInput.js'
import { decodeSignedTransaction, type SignedTransaction } from './decodeSignedTransaction.js'

/**
 * True when a signed transaction's signature is the fee payer's over SHA-256d(unsigned) **and**
 * its recovery id is the one that recovers the fee payer's key. The second check matters: with a
 * wrong recovery id the same signature would make a second byte string, hence a second
 * transaction id, for one transaction. Throws a `DecodeError` when the bytes do not decode.
 *
 * @example
 * import { verifySignedTransaction } from '@ledgernet/transaction'
 * if (!verifySignedTransaction(signedHex)) throw new Error('not signed by the fee payer')
 */
export function verifySignedTransaction(signed: BytesInput | SignedTransaction): boolean {
  const { transaction, unsigned, signature } =
    typeof signed === 'string' || signed instanceof Uint8Array ? decodeSignedTransaction(signed) : signed
  const { publicKey } = decodeAccountAddress(transaction.feePayer, transaction.network, 'feePayer')
  try {
    return recoveryId(signature, sha256d(unsigned), publicKey) === signature.recovery
  } catch (error) {
    // recoveryId throws an InvalidArgumentError exactly when the signature does not verify.
    if (!isLedgernetError(error)) throw error
    return false
  }
}
