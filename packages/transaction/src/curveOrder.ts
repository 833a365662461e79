/** The secp256k1 group order n. */
export const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The largest low S: (n − 1) / 2. */
export const MAX_LOW_S = (CURVE_ORDER - 1n) / 2n
