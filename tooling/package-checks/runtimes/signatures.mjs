// Signatures and hashes over fixed edge inputs, which must be the same bytes on every runtime and
// on the portable path (`portable.mjs`, bundled as a browser bundles it).
import {
  bytesToHex,
  CURVE_ORDER,
  PrivateKey,
  recoveryId,
  sha256,
  sha256d,
  sha256dAsync,
  verifySha256,
} from '@ledgernet/crypto'
import { currentRuntime, libsecp256k1 } from '@ledgernet/platform'

/**
 * Signatures over the edge payloads (0, 1, n−1, n, 2^256−1) under the edge keys (1, n−1) and
 * development key 0, each verified and recovered here: the same hex on every runtime.
 */
export async function signatures() {
  const payloads = [0n, 1n, CURVE_ORDER - 1n, CURVE_ORDER, 2n ** 256n - 1n]
  const keys = [1n, CURVE_ORDER - 1n, 0x3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4n]
  const hex32 = (value) => value.toString(16).padStart(64, '0')
  const lines = []
  for (const key of keys) {
    const privateKey = PrivateKey.fromHex(hex32(key))
    for (const value of payloads) {
      const payload = Uint8Array.from(hex32(value).match(/../g), (byte) => Number.parseInt(byte, 16))
      const signature = privateKey.sign(payload)
      if (recoveryId(signature, payload, privateKey.publicKey) !== signature.recovery)
        throw new Error('a signature does not recover its key')
      lines.push(`${signature.recovery}${bytesToHex(signature.toCompact())}`)
    }
  }
  // A transaction's signature is over SHA-256d(unsigned): verifySha256 checks it given SHA-256(unsigned).
  const unsigned = new TextEncoder().encode('the same bytes everywhere')
  const key = PrivateKey.fromHex(hex32(keys[2]))
  const signed = key.sign(sha256d(unsigned))
  const tampered = unsigned.slice()
  tampered[0] ^= 1
  lines.push(
    bytesToHex(await sha256dAsync(unsigned)),
    `${verifySha256(signed, sha256(unsigned), key.publicKey)} ${verifySha256(signed, sha256(tampered), key.publicKey)}`,
  )
  return lines
}

/** Which runtime this is and whether its curve operations run on libsecp256k1. */
export function platform() {
  return { runtime: currentRuntime().name, ecdsa: libsecp256k1() ? 'libsecp256k1' : 'portable' }
}
