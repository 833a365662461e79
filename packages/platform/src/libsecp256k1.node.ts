/// <reference types="node" />
import { createRequire } from 'node:module'
import type { Libsecp256k1 } from './libsecp256k1.js'

// The one loader of libsecp256k1 in the ledgernet packages. It is the library compiled to
// WebAssembly (`tiny-secp256k1`, bitcoinjs' build of Bitcoin Core's libsecp256k1): no install
// script, no native binary per platform, the same code on Node, Deno and Bun. It is loaded with
// the first signature, key derivation or recovery (the module compiles ~1.2 MB of WebAssembly:
// ~10 ms), never at import. A signature costs it ~90 µs, a recovery or verification ~170 µs,
// where the portable JavaScript (noble) takes ~0.2 ms and ~1.6 ms once optimised, several times
// that before. Where it does not load (a runtime without WebAssembly), `undefined`: the callers
// run the portable path, which gives the same bytes.

/** The calls of tiny-secp256k1 this module makes. */
type TinySecp256k1 = {
  pointFromScalar(d: Uint8Array, compressed?: boolean): Uint8Array | null
  isPoint(p: Uint8Array): boolean
  signRecoverable(h: Uint8Array, d: Uint8Array): { signature: Uint8Array; recoveryId: number }
  recover(h: Uint8Array, signature: Uint8Array, recoveryId: 0 | 1 | 2 | 3, compressed?: boolean): Uint8Array | null
  verify(h: Uint8Array, Q: Uint8Array, signature: Uint8Array, strict?: boolean): boolean
}

let library: Libsecp256k1 | null | undefined

/**
 * libsecp256k1 (WebAssembly), loaded on first use; `undefined` where it does not load.
 *
 * @example
 * libsecp256k1()?.publicKeyOf(privateKeyBytes) // Uint8Array(33)
 */
export function libsecp256k1(): Libsecp256k1 | undefined {
  if (library === undefined) {
    try {
      library = adapt(createRequire(import.meta.url)('tiny-secp256k1') as TinySecp256k1)
    } catch {
      library = null
    }
  }
  return library ?? undefined
}

function adapt(tiny: TinySecp256k1): Libsecp256k1 {
  return {
    publicKeyOf(privateKey) {
      const key = tiny.pointFromScalar(privateKey, true)
      if (!key) throw new RangeError('the private key is not in 1..n-1')
      return key
    },
    isPoint: (publicKey) => tiny.isPoint(publicKey),
    sign(payload, privateKey) {
      const { signature, recoveryId } = tiny.signRecoverable(payload, privateKey)
      return { signature, recovery: recoveryId }
    },
    recover(signature, recovery, payload) {
      try {
        return tiny.recover(payload, signature, recovery, true) ?? undefined
      } catch {
        // r or s out of range, or no point with x = r (+ n) under this id: nothing recovers.
        return undefined
      }
    },
    verify(signature, payload, publicKey) {
      try {
        return tiny.verify(payload, publicKey, signature, false)
      } catch {
        return false
      }
    },
  }
}
