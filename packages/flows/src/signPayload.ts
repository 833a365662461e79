import { PublicKey, Signature, type Signer } from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'

/** Throws unless `signer` is a Signer of `@ledgernet/crypto` (a public key and `sign`). */
export function checkSigner(signer: Signer, field = 'signer'): void {
  if (typeof signer?.sign !== 'function' || !(signer.publicKey instanceof PublicKey))
    throw new InvalidArgumentError(field, 'must be a Signer ({ publicKey, sign }) such as createSigner(privateKey)')
}

/**
 * Has `signer` sign the 32-byte `payload` (computed here, never taken from a server) and checks
 * the signature before it is used: it must verify against the signer's key. Returns it in low-S
 * form with its recovery id, so that the signed transaction and its id can be computed here — a
 * hardware Signer that answers DER only (no recovery id) or high S is fine.
 */
export async function signPayload(signer: Signer, payload: Uint8Array, field = 'signer'): Promise<Signature> {
  const returned: unknown = await signer.sign(payload.slice())
  if (!(returned instanceof Signature))
    throw new InvalidArgumentError(field, 'returned no Signature of @ledgernet/crypto')
  const low = returned.normalizeS()
  try {
    return new Signature(low.r, low.s).withRecovery(payload, signer.publicKey)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    throw new InvalidArgumentError(field, 'returned a signature that does not verify against its public key')
  }
}
