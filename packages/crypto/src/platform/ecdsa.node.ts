import { InvalidArgumentError } from '@ledgernet/errors'
import { type Libsecp256k1, libsecp256k1 } from '@ledgernet/platform'
import { bigIntTo32Bytes, bytesToBigInt } from '../bytes/bytes.js'
import type { PublicKeyInput } from '../keys/PublicKey.js'
import { compressedKeyBytes } from '../keys/publicKeyPoint.js'
import type { RecoveryId } from '../keys/recoveryId.js'
import { CURVE_ORDER, FIELD_PRIME } from '../keys/secp256k1.js'
import * as portable from './ecdsa.js'

// The Node face of `ecdsa.ts` (the package's `imports` map: `#ecdsa` under the `node` condition,
// which Node, Deno and Bun load): the same functions through libsecp256k1, which
// `@ledgernet/platform` loads with the first signature rather than at import (the machine's build
// where the application installed the `secp256k1` package, the WebAssembly build otherwise). Where
// neither loads, every function is the portable one. A signature costs ~30 µs native, ~90 µs
// WebAssembly, where noble takes ~0.2 ms once optimised (~1 ms before); a recovery ~40 and ~250 µs
// against ~1.6 ms.

/** The library the functions below run on: `@ledgernet/platform`'s, or the build a test names (`ecdsaOn`). */
let source: () => Libsecp256k1 | undefined = libsecp256k1
/** Whether a curve operation already loaded libsecp256k1 (a key check alone does not load it). */
let loaded = false
function native() {
  const library = source()
  loaded = library !== undefined
  return library
}

/**
 * Runs `work` with this face on the given library (a build `@ledgernet/platform`'s
 * `libsecp256k1Of` loads), then puts the platform's back: how the differential test and the
 * benchmark hold each build of libsecp256k1 to the portable bytes in one run.
 *
 * @example
 * ecdsaOn(() => libsecp256k1Of('native'), () => signRecovered(payload, key))
 */
export function ecdsaOn<T>(library: () => Libsecp256k1 | undefined, work: () => T): T {
  const [before, wasLoaded] = [source, loaded]
  source = library
  loaded = false
  try {
    return work()
  } finally {
    ;[source, loaded] = [before, wasLoaded]
  }
}

/**
 * Which implementation signs and verifies in this process: `libsecp256k1` or `portable` (noble).
 *
 * @example
 * ecdsaPath() // 'libsecp256k1' on Node, Deno and Bun
 */
export function ecdsaPath(): 'libsecp256k1' | 'portable' {
  return native() ? 'libsecp256k1' : 'portable'
}

/** A checked key here: its 33 compressed bytes (libsecp256k1 parses them itself), or noble's point where libsecp256k1 does not load. */
export type CheckedKey = portable.CheckedKey | Uint8Array

/**
 * `ecdsa.ts`'s `publicKeyOf` through libsecp256k1.
 *
 * @example
 * publicKeyOf(privateKeyBytes) // Uint8Array(33)
 */
export function publicKeyOf(privateKey: Uint8Array): Uint8Array {
  const library = native()
  return library ? library.publicKeyOf(privateKey) : portable.publicKeyOf(privateKey)
}

/**
 * `ecdsa.ts`'s `signRecovered` through libsecp256k1: recovery id ‖ r ‖ s, the same 65 bytes.
 *
 * @example
 * const [recovery] = signRecovered(payload, privateKeyBytes)
 */
export function signRecovered(payload: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const library = native()
  if (!library) return portable.signRecovered(payload, privateKey)
  // libsecp256k1's default nonce function is RFC 6979 with no extra data, but it feeds the HMAC
  // the payload as given, where RFC 6979 (bits2octets) and the portable path feed it reduced mod
  // n: for a payload at or above n the nonces, hence the signatures, would differ. Handing it the
  // reduced payload gives RFC 6979's nonce and the same signed value (libsecp256k1 reduces it
  // anyway), so the signatures are byte for byte the portable path's. Its signatures are low S.
  const { signature, recovery } = library.sign(reducedPayload(payload), privateKey)
  const recovered = new Uint8Array(65)
  recovered[0] = recovery
  recovered.set(signature, 1)
  return recovered
}

/** `payload` as a scalar's 32 bytes: itself below n, else `payload − n` (a payload is below 2^256 < 2n). */
function reducedPayload(payload: Uint8Array): Uint8Array {
  const value = bytesToBigInt(payload)
  return value < CURVE_ORDER ? payload : bigIntTo32Bytes(value - CURVE_ORDER)
}

/**
 * `ecdsa.ts`'s `checkKey`: the same checks and reasons, the curve checked by libsecp256k1 once it
 * is loaded; answers the key's 33 bytes then.
 *
 * @example
 * const key = checkKey(publicKeyHex)
 */
export function checkKey(input: PublicKeyInput, field = 'publicKey'): CheckedKey {
  // A key check alone does not load libsecp256k1 (~10 ms): a server that reads its accounts' keys
  // at start-up has noble check them, and loads libsecp256k1 with its first signature.
  const library = loaded ? source() : undefined
  if (!library) return portable.checkKey(input, field)
  const bytes = compressedKeyBytes(input, field)
  if (!library.isPoint(bytes)) throw new InvalidArgumentError(field, 'is not a point on the secp256k1 curve')
  return bytes
}

/** The 33 bytes libsecp256k1 reads of a checked key, whichever implementation checked it. */
function keyBytes(key: CheckedKey): Uint8Array {
  return key instanceof Uint8Array ? key : (key as portable.CheckedKey).toBytes(true)
}

/** r ‖ s, 64 bytes. */
function compact(r: bigint, s: bigint): Uint8Array {
  const bytes = new Uint8Array(64)
  bytes.set(bigIntTo32Bytes(r), 0)
  bytes.set(bigIntTo32Bytes(s), 32)
  return bytes
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}

/**
 * `ecdsa.ts`'s `recoveryOf` through libsecp256k1's recovery: the key is recovered under the
 * recovery id `given` carries (a `Signature` of this package made by a signer, as `signChecked`
 * passes it) first, then under the other ids, and compared with `key`.
 *
 * @example
 * recoveryOf(signature.r, signature.s, payload, checkKey(publicKey), signature) // 0 | 1 | 2 | 3 | undefined
 */
export function recoveryOf(
  r: bigint,
  s: bigint,
  payload: Uint8Array,
  key: CheckedKey,
  given?: unknown,
): RecoveryId | undefined {
  const library = native()
  if (!library) return portable.recoveryOf(r, s, payload, key as portable.CheckedKey, given)
  const hint = (given as { recovery?: unknown } | undefined)?.recovery
  const signature = compact(r, s)
  const expected = keyBytes(key)
  // One recovery when the signer said which id (a signer of this package does): it proves the
  // signature and the id at once. Without one, ids 0 and 1; 2 and 3 name a point only when
  // r < p − n (a 2^-127 chance).
  const candidates: RecoveryId[] = r < FIELD_PRIME - CURVE_ORDER ? [0, 1, 2, 3] : [0, 1]
  if (hint === 0 || hint === 1 || hint === 2 || hint === 3) candidates.unshift(hint)
  const tried = new Set<number>()
  for (const id of candidates) {
    if (tried.has(id)) continue
    tried.add(id)
    const recovered = library.recover(signature, id, payload)
    if (recovered && sameBytes(recovered, expected)) return id
  }
  return undefined
}
