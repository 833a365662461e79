import type { Signature } from '@ledgernet/crypto'
import { actionFormats } from '../actions/actionFormats.js'
import type { BytesInput } from '../bytes/bytesInput.js'
import { encodeSignedTransactionWith } from './encodeSignedTransactionWith.js'

/**
 * The signed transaction: `unsigned ‖ 0x0b ‖ recovery id ‖ r ‖ s` (`specs/transaction-format.md`
 * section A.5). The unsigned bytes are decoded first, so a signed transaction is only ever built
 * on a valid one. The signature must carry its recovery id (signatures made by
 * `@ledgernet/crypto` do; one read from DER gets it with `Signature.fromDER(der, { payload,
 * publicKey })`); a high-S signature is written in its low-S form.
 *
 * @example
 * import { encodeSignedTransaction, payloadToSign, transactionId } from '@ledgernet/transaction'
 * import { Signature, hexToBytes } from '@ledgernet/crypto'
 * const payload = hexToBytes(payloadToSign(unsigned))
 * const signature = Signature.fromDER(request.signature.bytes, { payload, publicKey: request.signature.public_key.hex })
 * const signed = encodeSignedTransaction(unsigned, signature)
 * transactionId(signed) // the transaction identifier
 */
export function encodeSignedTransaction(unsigned: BytesInput, signature: Signature): Uint8Array {
  return encodeSignedTransactionWith(unsigned, signature, actionFormats)
}
