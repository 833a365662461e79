import type { Signature } from '@ledgernet/crypto'
import type { ActionFormat } from '../actions/ActionFormat.js'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'
import { recoverableSignatureBytes } from '../bytes/recoverableSignature.js'
import { decodeUnsignedTransactionWith } from '../unsignedTransaction/decodeUnsignedTransactionWith.js'

/** The byte between the unsigned transaction and the signature. */
export const SIGNATURE_MARKER = 0x0b

/**
 * Encodes a signed transaction like `encodeSignedTransaction`, checking the unsigned bytes with
 * the decoder of the action types in `formats` only (see `decodeUnsignedTransactionWith`).
 *
 * @example
 * import { encodeSignedTransactionWith, transferTokensFormat } from '@ledgernet/transaction'
 * const signed = encodeSignedTransactionWith(unsigned, signature, [transferTokensFormat])
 */
export function encodeSignedTransactionWith(
  unsigned: BytesInput,
  signature: Signature,
  formats: readonly ActionFormat[],
): Uint8Array {
  const unsignedBytes = bytesOf(unsigned, 'unsigned')
  decodeUnsignedTransactionWith(unsignedBytes, formats)
  const signed = new Uint8Array(unsignedBytes.length + 66)
  signed.set(unsignedBytes)
  signed[unsignedBytes.length] = SIGNATURE_MARKER
  signed.set(recoverableSignatureBytes(signature, 'signature'), unsignedBytes.length + 1)
  return signed
}
