import type { RecoverableSignatureBytes } from './transactionSignature.js'

const SIGNATURE_MARKER = 0x0b

/**
 * The signed transaction of `specs/transaction-format.md` A.5 — unsigned ‖ `0x0b` ‖ recovery id
 * ‖ r ‖ s — for a signature finalize has just checked (low S, recovery id known). It writes the
 * same bytes as `@ledgernet/transaction`'s `encodeSignedTransaction` (a test compares them on
 * random transactions), without decoding the unsigned bytes a second time: finalize took them
 * from its own build or decoded them already.
 *
 * @example
 * const signed = signedTransactionBytes(unsigned, { recovery: 1, compact }) // unsigned.length + 66 bytes
 */
export function signedTransactionBytes(unsigned: Uint8Array, signature: RecoverableSignatureBytes): Uint8Array {
  const signed = Buffer.allocUnsafe(unsigned.length + 66)
  signed.set(unsigned, 0)
  signed[unsigned.length] = SIGNATURE_MARKER
  signed[unsigned.length + 1] = signature.recovery
  signed.set(signature.compact, unsigned.length + 2)
  return signed
}
