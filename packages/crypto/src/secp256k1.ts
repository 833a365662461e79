/**
 * The one place that configures `@noble/secp256k1`. Noble v3 ships without synchronous hashes;
 * giving it `@noble/hashes` here makes `sign` synchronous (the RFC 6979 nonce needs HMAC-SHA256).
 * Every module that signs or verifies imports the curve from here, so the setup always runs first.
 */
import * as secp from '@noble/secp256k1'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'

secp.hashes.sha256 = sha256
secp.hashes.hmacSha256 = (key, message) => hmac(sha256, key, message)

/** The order n of the secp256k1 group. */
export const CURVE_ORDER: bigint = secp.Point.CURVE().n
/** The field prime p of secp256k1. */
export const FIELD_PRIME: bigint = secp.Point.CURVE().p
/** ⌊n / 2⌋: a signature whose s is above it is "high S". */
export const HALF_CURVE_ORDER: bigint = CURVE_ORDER >> 1n

export { secp }
