/**
 * libsecp256k1's elliptic-curve calls as the ledgernet packages make them (compressed 33-byte
 * public keys, compact 64-byte r ‖ s signatures, 32-byte payloads signed as given): what
 * `libsecp256k1()` answers where the runtime has it. Inputs are checked by the caller
 * (`@ledgernet/crypto`'s faces); a call given bytes libsecp256k1 refuses throws.
 *
 * @example
 * const native = libsecp256k1()
 * if (native) native.recover(compact, 0, payload)
 */
export type Libsecp256k1 = {
  /** The compressed public key of a private key in 1..n−1. */
  publicKeyOf(privateKey: Uint8Array): Uint8Array
  /** True when the bytes are a public key on the curve (33 or 65 bytes). */
  isPoint(publicKey: Uint8Array): boolean
  /** RFC 6979 with no extra data, low S: r ‖ s and the recovery id. The payload's 32 bytes go to the nonce function as given. */
  sign(payload: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recovery: number }
  /** The compressed key the compact signature (low S or not) recovers under `recovery`, or `undefined` where none. */
  recover(signature: Uint8Array, recovery: 0 | 1 | 2 | 3, payload: Uint8Array): Uint8Array | undefined
}

/**
 * Which build of libsecp256k1 runs: the machine's (`native`, the `secp256k1` package's addon,
 * where the application installed it) or the portable WebAssembly one (`tiny-secp256k1`).
 *
 * @example
 * const build: Libsecp256k1Build = 'webassembly'
 */
export type Libsecp256k1Build = 'native' | 'webassembly'

/**
 * libsecp256k1 where this runtime has it: not in this portable face (browsers and other
 * runtimes), where `@ledgernet/crypto` signs and verifies with noble's JavaScript, byte for byte
 * the same. Node, Deno and Bun load the package's `node` face, which answers libsecp256k1
 * compiled to WebAssembly.
 *
 * @example
 * libsecp256k1() // undefined in a browser
 */
export function libsecp256k1(): Libsecp256k1 | undefined {
  return undefined
}

/**
 * Which build of libsecp256k1 runs here: none in this portable face.
 *
 * @example
 * libsecp256k1Build() // undefined in a browser
 */
export function libsecp256k1Build(): Libsecp256k1Build | undefined {
  return undefined
}

/**
 * A given build of libsecp256k1: none in this portable face.
 *
 * @example
 * libsecp256k1Of('webassembly') // undefined in a browser
 */
export function libsecp256k1Of(_build: Libsecp256k1Build): Libsecp256k1 | undefined {
  return undefined
}
