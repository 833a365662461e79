import { InvalidArgumentError } from '@ledgernet/errors'
import { PrivateKey } from './PrivateKey.js'
import type { Signature } from './Signature.js'

/**
 * Signs a 32-byte payload with `privateKey`: RFC 6979 deterministic, low S, recovery id set.
 * The same as `privateKey.sign(payload)`.
 *
 * @example
 * const signature = sign(hexToBytes(build.payload_to_sign), privateKey)
 * signature.toDERHex()
 */
export function sign(payload: Uint8Array, privateKey: PrivateKey): Signature {
  if (!(privateKey instanceof PrivateKey)) {
    throw new InvalidArgumentError('privateKey', 'must be a PrivateKey (use PrivateKey.fromHex or fromBytes)')
  }
  return privateKey.sign(payload)
}
