// The constant bytes of an unsigned transaction (`specs/transaction-format.md` sections A.1, A.2),
// apart from the encoder so that decoders import them without it.

/** "LNT", then format version 1. */
export const UNSIGNED_TRANSACTION_MAGIC = /* @__PURE__ */ Uint8Array.of(0x4c, 0x4e, 0x54)
export const UNSIGNED_TRANSACTION_VERSION = 0x01
export const DISABLE_TOKEN_MINT_AND_BURN = 0x01

/** Action tags of section A.2. */
export const actionTags = {
  TransferTokens: 0x01,
  CreateTokenDefinition: 0x02,
  MintTokens: 0x03,
  BurnTokens: 0x04,
} as const
