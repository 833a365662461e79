/// <reference types="node" />
import { createRequire } from 'node:module'
import type { Libsecp256k1, Libsecp256k1Build } from './libsecp256k1.js'

// The one loader of libsecp256k1 in the ledgernet packages, in one of two builds:
// - `native`: the `secp256k1` package's addon (libsecp256k1 compiled for this machine), where the
//   application installed that package itself — an optional peer dependency that nothing installs
//   for it, because its install script is what makes npm print a warning on a clean machine;
// - `webassembly`: bitcoinjs' build of the same library (`tiny-secp256k1`), a dependency with no
//   install script and no binary per platform, the same code on Node, Deno and Bun.
// The native build is used where it loads, the WebAssembly one otherwise (`LEDGERNET_LIBSECP256K1`
// = `native` or `webassembly` asks for one; a build that does not load is not used). Either is
// loaded with the first signature, key derivation or recovery, never at import (the WebAssembly
// build compiles ~1.2 MB: ~10–25 ms; the addon ~8 ms). A signature costs ~30 µs native, ~90 µs
// WebAssembly, ~0.2 ms in noble once optimised (~1 ms before); a recovery ~40, ~250 µs and ~1.6 ms.
// Where neither loads, `undefined`: the callers run the portable path, which gives the same bytes.

/** The calls of tiny-secp256k1 this module makes. */
type TinySecp256k1 = {
  pointFromScalar(d: Uint8Array, compressed?: boolean): Uint8Array | null
  isPoint(p: Uint8Array): boolean
  signRecoverable(h: Uint8Array, d: Uint8Array): { signature: Uint8Array; recoveryId: number }
  recover(h: Uint8Array, signature: Uint8Array, recoveryId: 0 | 1 | 2 | 3, compressed?: boolean): Uint8Array | null
}

/** The calls of the `secp256k1` package's addon (its `bindings` entry: the addon behind no argument checks). */
type Secp256k1Addon = {
  publicKeyCreate(privateKey: Uint8Array, compressed: boolean): Uint8Array
  publicKeyVerify(publicKey: Uint8Array): boolean
  ecdsaSign(payload: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number }
  ecdsaRecover(signature: Uint8Array, recovery: number, payload: Uint8Array, compressed: boolean): Uint8Array
}

const builds = new Map<Libsecp256k1Build, Libsecp256k1 | null>()
let chosen: { library: Libsecp256k1; build: Libsecp256k1Build } | null | undefined

/**
 * The given build of libsecp256k1, loaded on first use; `undefined` where it does not load (the
 * `secp256k1` package not installed, no binary for this machine, no WebAssembly). What
 * `libsecp256k1()` chooses from; tests and benchmarks ask for each build by name.
 *
 * @example
 * libsecp256k1Of('webassembly')?.publicKeyOf(privateKeyBytes)
 */
export function libsecp256k1Of(build: Libsecp256k1Build): Libsecp256k1 | undefined {
  if (!builds.has(build)) {
    try {
      // Each load names its package in the call itself (no `require` kept in a variable), so that
      // the package checks, and a reader, see which packages this module loads, here and in a bundle.
      builds.set(
        build,
        build === 'native'
          ? fromAddon(createRequire(import.meta.url)('secp256k1/bindings') as Secp256k1Addon)
          : fromTiny(createRequire(import.meta.url)('tiny-secp256k1') as TinySecp256k1),
      )
    } catch {
      builds.set(build, null)
    }
  }
  return builds.get(build) ?? undefined
}

function choose(): { library: Libsecp256k1; build: Libsecp256k1Build } | null {
  const asked = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.LEDGERNET_LIBSECP256K1
  const order: Libsecp256k1Build[] =
    asked === 'native' ? ['native'] : asked === 'webassembly' ? ['webassembly'] : ['native', 'webassembly']
  for (const build of order) {
    const library = libsecp256k1Of(build)
    if (library) return { library, build }
  }
  return null
}

/**
 * libsecp256k1, loaded on first use: the native build where it loads, the WebAssembly one
 * otherwise; `undefined` where neither does.
 *
 * @example
 * libsecp256k1()?.publicKeyOf(privateKeyBytes) // Uint8Array(33)
 */
export function libsecp256k1(): Libsecp256k1 | undefined {
  if (chosen === undefined) chosen = choose()
  return chosen?.library
}

/**
 * Which build `libsecp256k1()` answers (loading it), or `undefined` where none loads.
 *
 * @example
 * libsecp256k1Build() // 'webassembly', or 'native' where the application installed `secp256k1`
 */
export function libsecp256k1Build(): Libsecp256k1Build | undefined {
  if (chosen === undefined) chosen = choose()
  return chosen?.build
}

function fromAddon(addon: Secp256k1Addon): Libsecp256k1 {
  return {
    publicKeyOf: (privateKey) => addon.publicKeyCreate(privateKey, true),
    isPoint: (publicKey) => addon.publicKeyVerify(publicKey),
    sign(payload, privateKey) {
      const { signature, recid } = addon.ecdsaSign(payload, privateKey)
      return { signature, recovery: recid }
    },
    recover(signature, recovery, payload) {
      try {
        return addon.ecdsaRecover(signature, recovery, payload, true)
      } catch {
        // r or s out of range, or no point with x = r (+ n) under this id: nothing recovers.
        return undefined
      }
    },
  }
}

function fromTiny(tiny: TinySecp256k1): Libsecp256k1 {
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
  }
}
