/**
 * Decimal places of every token: 1 token = 10^18 subunits.
 *
 * @example
 * TOKEN_DECIMALS // 18
 */
export const TOKEN_DECIMALS = 18

/**
 * Subunits in one whole token (10^18).
 *
 * @example
 * 3n * SUBUNITS_PER_TOKEN // three tokens, in subunits
 */
export const SUBUNITS_PER_TOKEN: bigint = 10n ** 18n

/**
 * The largest amount any interface carries: 2^256 − 1 subunits (78 digits).
 *
 * @example
 * parseSubunits(MAX_SUBUNITS.toString()) === MAX_SUBUNITS // true
 */
export const MAX_SUBUNITS: bigint = 2n ** 256n - 1n
