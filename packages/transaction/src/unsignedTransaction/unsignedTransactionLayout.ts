// The constant bytes of an unsigned transaction (`specs/transaction-format.md` sections A.1, A.2),
// apart from the encoder so that decoders import them without it.

/** "LNT", then format version 1. */
export const UNSIGNED_TRANSACTION_MAGIC = /* @__PURE__ */ Uint8Array.of(0x4c, 0x4e, 0x54)
export const UNSIGNED_TRANSACTION_VERSION = 0x01
export const DISABLE_TOKEN_MINT_AND_BURN = 0x01

// Action tags of section A.2, a constant each (not one object): a bundle keeps the tags it uses only.
export const TRANSFER_TOKENS_TAG = 0x01
export const CREATE_TOKEN_DEFINITION_TAG = 0x02
export const MINT_TOKENS_TAG = 0x03
export const BURN_TOKENS_TAG = 0x04
