import { bytesToHex, hexToBytes, PrivateKey, sha256, sha256d } from '@ledgernet/crypto'
import { cpuMicros, fillRandom, hostFacts, nativeDigests } from '@ledgernet/platform'
import type { Platform } from './Platform.js'

const digests = nativeDigests()

/**
 * The engine's platform in every runtime: `@ledgernet/crypto`'s hashing, hex and node keys and
 * `@ledgernet/platform`'s host facts, CPU clock and randomness. Both packages choose their faces
 * by the `node` condition — OpenSSL, Buffer, libsecp256k1 (WebAssembly) and the process's facts
 * on Node, Deno and Bun; noble and web APIs in a browser — so the sandbox chooses nothing itself.
 *
 * @example
 * enginePlatform.sha256dHex(new Uint8Array()) // '5df6e0e2…'
 */
export const enginePlatform: Platform = Object.freeze({
  sha256,
  sha256d,
  sha256dHex: digests ? digests.sha256dHex : (bytes: Uint8Array) => bytesToHex(sha256d(bytes)),
  toHex: bytesToHex,
  fromHex: hexToBytes,
  cpuMicros,
  host: hostFacts,
  nodeKey: () => PrivateKey.generate().publicKey.hex,
  fillRandom,
})
