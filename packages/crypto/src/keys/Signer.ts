import { InvalidArgumentError } from '@ledgernet/errors'
import type { PrivateKey } from './PrivateKey.js'
import type { PublicKey } from './PublicKey.js'
import type { Signature } from './Signature.js'

/**
 * Something that signs 32-byte payloads for one public key: an in-memory key
 * ({@link createSigner}), a hardware wallet, a key service. The flows only ever see a Signer.
 *
 * An implementation must refuse payloads that are not exactly 32 bytes and return a signature
 * over the payload as is (no further hashing); RFC 6979 and low S are expected.
 *
 * @example
 * const signer: Signer = {
 *   publicKey,
 *   async sign(payload) { return Signature.fromDER(await device.sign(payload)) },
 * }
 */
export interface Signer {
  /** The 33-byte compressed key the signatures verify against. */
  readonly publicKey: PublicKey
  /** Signs exactly 32 bytes, as is. */
  sign(payload: Uint8Array): Promise<Signature>
}

/**
 * An in-memory {@link Signer} for `privateKey`. The returned object holds no reference a caller
 * can reach to the key: printing or serialising it shows only the public key.
 *
 * @example
 * const signer = createSigner(PrivateKey.fromHex(hex))
 * const signature = await signer.sign(payload)
 */
export function createSigner(privateKey: PrivateKey): Signer {
  if (typeof privateKey?.sign !== 'function') throw new InvalidArgumentError('privateKey', 'must be a PrivateKey')
  const publicKey = privateKey.publicKey
  return Object.freeze({
    publicKey,
    async sign(payload: Uint8Array): Promise<Signature> {
      return privateKey.sign(payload)
    },
  })
}
