import { createRequire } from 'node:module'

/**
 * The two calls of libsecp256k1 the sandbox makes, as the `secp256k1` package's addon exposes
 * them: recover a public key from a compact signature (r ‖ s, low S) and its recovery id over a
 * 32-byte payload (throws when none), and verify such a signature.
 *
 * @example
 * const key: Uint8Array = addon.ecdsaRecover(compact, 0, payload, true)
 */
export type Libsecp256k1 = {
  ecdsaRecover(
    signature: Uint8Array,
    recovery: number,
    payload: Uint8Array,
    compressed: boolean,
    output?: Uint8Array,
  ): Uint8Array
  ecdsaVerify(signature: Uint8Array, payload: Uint8Array, publicKey: Uint8Array): boolean
}

let addon: Libsecp256k1 | null | undefined

/**
 * libsecp256k1 through the `secp256k1` package's native addon (an optional dependency with
 * prebuilt binaries), loaded on first use rather than at start-up; `undefined` where it is not
 * installed or does not load (another platform, a failed install), and the portable path of
 * `@ledgernet/crypto` stands in. A recovery costs it ~60 µs where the portable path takes ~3 ms.
 *
 * @example
 * const native = libsecp256k1()
 * if (native) native.ecdsaVerify(compact, payload, keyBytes)
 */
export function libsecp256k1(): Libsecp256k1 | undefined {
  if (addon === undefined) {
    try {
      addon = createRequire(import.meta.url)('secp256k1/bindings') as Libsecp256k1
    } catch {
      addon = null
    }
  }
  return addon ?? undefined
}
