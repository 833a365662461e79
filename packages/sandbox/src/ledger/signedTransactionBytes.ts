import type { Signature } from '@ledgernet/crypto'

const SIGNATURE_MARKER = 0x0b

/**
 * The signed transaction of `specs/transaction-format.md` A.5 — unsigned ‖ `0x0b` ‖ recovery id
 * ‖ r ‖ s — for a signature finalize has just checked (low S, recovery id known). It writes the
 * same bytes as `@ledgernet/transaction`'s `encodeSignedTransaction` (a test compares them on
 * random transactions), without decoding the unsigned bytes a second time: finalize took them
 * from its own build or decoded them already.
 *
 * @example
 * const signed = signedTransactionBytes(unsigned, signature) // unsigned.length + 66 bytes
 */
export function signedTransactionBytes(unsigned: Uint8Array, signature: Signature): Uint8Array {
  if (signature.recovery === undefined) throw new TypeError('the signature has no recovery id')
  const signed = new Uint8Array(unsigned.length + 66)
  signed.set(unsigned, 0)
  signed[unsigned.length] = SIGNATURE_MARKER
  signed[unsigned.length + 1] = signature.recovery
  signed.set(signature.toCompact(), unsigned.length + 2)
  return signed
}
