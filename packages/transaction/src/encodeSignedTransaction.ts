import type { Signature } from '@ledgernet/crypto'
import { bytesOf, type BytesInput } from './bytesInput.js'
import { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
import { recoverableSignatureBytes } from './recoverableSignature.js'

/** The byte between the unsigned transaction and the signature. */
export const SIGNATURE_MARKER = 0x0b

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
  const unsignedBytes = bytesOf(unsigned, 'unsigned')
  decodeUnsignedTransaction(unsignedBytes)
  const signatureBytes = recoverableSignatureBytes(signature, 'signature')
  const signed = new Uint8Array(unsignedBytes.length + 66)
  signed.set(unsignedBytes)
  signed[unsignedBytes.length] = SIGNATURE_MARKER
  signed.set(signatureBytes, unsignedBytes.length + 1)
  return signed
}
