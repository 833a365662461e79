import { sha256 } from '@noble/hashes/sha2.js'

/**
 * Where every value of a contract run that would otherwise be random comes from — fresh token
 * symbols, fresh recipients, v0 nonces, unknown ids, wrong passwords — so that a run with the same
 * `seed` sends the same requests: bytes for a `label` (the use they are for, e.g.
 * `gateway-transfer recipient`) are SHA-256 of the seed, the label and how many times the label
 * was drawn, so two runs agree whatever order concurrent probes draw in. Test values only: a key
 * drawn from it is as public as its seed.
 *
 * @example
 * const random = createContractRandom(42)
 * random.hex('gateway unknown id', 32) // the same 64 hex characters in every run with seed 42
 */
export type ContractRandom = {
  /** The seed the run uses (printed in every report). */
  readonly seed: number
  /** `length` bytes for `label` (at most 32). */
  bytes(label: string, length: number): Uint8Array
  /** `bytes(label, length)` as lowercase hex. */
  hex(label: string, length: number): string
}

/**
 * A {@link ContractRandom} for `seed` (an integer from 0 to 2^32 − 1); without one, a seed drawn
 * at random, which the report then prints so that the run can be repeated.
 *
 * @example
 * const random = createContractRandom(7)
 * random.seed // 7
 */
export function createContractRandom(seed: number = crypto.getRandomValues(new Uint32Array(1))[0]!): ContractRandom {
  const draws = new Map<string, number>()
  const bytes = (label: string, length: number): Uint8Array => {
    const count = draws.get(label) ?? 0
    draws.set(label, count + 1)
    return sha256(new TextEncoder().encode(`ledgernet contract ${seed} ${label} ${count}`)).slice(0, length)
  }
  return {
    seed,
    bytes,
    hex: (label, length) => Array.from(bytes(label, length), (byte) => byte.toString(16).padStart(2, '0')).join(''),
  }
}
