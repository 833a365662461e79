import { CURVE_ORDER, HALF_CURVE_ORDER, type RecoveryId, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { ByteReader } from './ByteReader.js'

/**
 * The 65 bytes of a signature in the signed forms (`specs/transaction-format.md` section 0.2):
 * recovery id ‖ r ‖ s, in the low-S form. The recovery id must be known (a signature read from
 * DER gets it with `withRecovery(payload, publicKey)`).
 */
export function recoverableSignatureBytes(value: Signature, field: string): Uint8Array {
  // By shape, not by class: a Signature of another copy of @ledgernet/crypto is as good.
  if (typeof value?.normalizeS !== 'function')
    throw new InvalidArgumentError(field, 'must be a Signature from @ledgernet/crypto')
  const low = value.normalizeS()
  if (low.recovery === undefined) {
    throw new InvalidArgumentError(
      `${field}.recovery`,
      'is unknown; work it out with signature.withRecovery(payload, publicKey)',
    )
  }
  return Uint8Array.of(low.recovery, ...low.toCompact())
}

/**
 * Reads recovery id ‖ r ‖ s, with r and s in range and s low (the only canonical form). A
 * function rather than a `ByteReader` method, so that decoders that read no signature (an
 * unsigned transaction) do not carry it.
 */
export function readRecoverableSignature(reader: ByteReader, field: string): Signature {
  const start = reader.offset
  const recovery = reader.u8(`${field}.recovery`)
  if (recovery > 3) reader.fail(`${field}.recovery`, `is ${recovery}; a recovery id is 0 to 3`, start)
  const r = reader.u256(`${field}.r`)
  if (r === 0n || r >= CURVE_ORDER) reader.fail(`${field}.r`, 'must be 1 to n − 1', start + 1)
  const s = reader.u256(`${field}.s`)
  if (s === 0n) reader.fail(`${field}.s`, 'must be at least 1', start + 33)
  if (s > HALF_CURVE_ORDER)
    reader.fail(`${field}.s`, 'is high; only the low-S form (s ≤ (n − 1)/2) is canonical', start + 33)
  return new Signature(r, s, recovery as RecoveryId)
}
