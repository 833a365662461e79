import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import { PublicKey } from './PublicKey.js'
import { Signature } from './Signature.js'
import type { Signer } from './Signer.js'

/**
 * Throws an `InvalidArgumentError` naming `field` unless `signer` is a {@link Signer}: an object
 * with a `PublicKey` of this package and a `sign` function.
 *
 * @example
 * checkSigner(options.signer) // before any request is sent
 */
export function checkSigner(signer: unknown, field = 'signer'): asserts signer is Signer {
  const candidate = signer as Partial<Signer> | null | undefined
  if (typeof candidate?.sign !== 'function' || !(candidate.publicKey instanceof PublicKey)) {
    throw new InvalidArgumentError(field, 'must be a Signer ({ publicKey, sign }) such as createSigner(privateKey)')
  }
}

/**
 * Has `signer` sign the 32-byte `payload` (given a copy, so that it cannot change the caller's)
 * and checks what it returns before anyone uses it: a {@link Signature} of this package that
 * verifies against the signer's key. Answers it in low-S form with its recovery id, what a signed
 * transaction stores, so a hardware Signer that answers DER only or high S is fine. Anything else
 * is an `InvalidArgumentError` naming `field`.
 *
 * @example
 * const signature = await signChecked(signer, payload) // low S, recovery id set
 * encodeSignedTransaction(unsigned, signature)
 */
export async function signChecked(signer: Signer, payload: Uint8Array, field = 'signer'): Promise<Signature> {
  const returned: unknown = await signer.sign(payload.slice())
  if (!(returned instanceof Signature)) {
    throw new InvalidArgumentError(field, 'returned no Signature of @ledgernet/crypto')
  }
  const low = returned.normalizeS()
  try {
    // The recovery id the signer reported is only where the check starts: on libsecp256k1, one
    // recovery with it proves the signature and the id at once.
    return low.withRecovery(payload, signer.publicKey)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    throw new InvalidArgumentError(
      field,
      `returned a signature that does not verify against its public key ${signer.publicKey.hex}`,
    )
  }
}
