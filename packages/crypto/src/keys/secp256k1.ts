/**
 * The curve's constants, written out rather than read from `@noble/secp256k1` at load time so
 * that importing them runs nothing (a test checks them against noble's). Modules import noble's
 * functions by name, never its namespace, so that a bundle keeps only the ones it calls.
 */

/**
 * The order n of the secp256k1 group: private keys and a signature's r and s are in 1..n-1.
 *
 * @example
 * import { CURVE_ORDER } from '@ledgernet/crypto'
 * r > 0n && r < CURVE_ORDER // in range
 */
export const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
/** The field prime p of secp256k1. */
export const FIELD_PRIME = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn
/**
 * ⌊n / 2⌋ = (n − 1) / 2: a signature whose s is above it is "high S"; the low-S form has s at most this.
 *
 * @example
 * import { HALF_CURVE_ORDER } from '@ledgernet/crypto'
 * signature.s > HALF_CURVE_ORDER // true for the malleable twin of a low-S signature
 */
export const HALF_CURVE_ORDER: bigint = CURVE_ORDER >> 1n

/** True when `value` is a bigint in 1..n-1: a private key, or a signature's r or s. */
export const isScalar = (value: unknown): value is bigint =>
  typeof value === 'bigint' && value > 0n && value < CURVE_ORDER
