// The limits a decoder checks are also constants of their own, so that a bundle that decodes
// carries only those it reads, not the whole table (one definition each; \`formatLimits\` lists them).
/** Largest unsigned transaction: the signed limit (1 MiB) minus the 66 signature bytes. */
export const MAX_UNSIGNED_TRANSACTION_LENGTH = 1_048_576 - 66
/** Actions of a transaction (a \`u16\` count, at least one). */
export const ACTIONS = { min: 1, max: 65_535 } as const
/** Token symbol length, characters \`a-z0-9\`. */
export const SYMBOL = { min: 1, max: 35 } as const
/** CreateTokenDefinition name, in characters. */
export const TOKEN_NAME = { min: 1, max: 255 } as const
/** CreateTokenDefinition description, in characters. */
export const TOKEN_DESCRIPTION = { min: 0, max: 255 } as const
/** CreateTokenDefinition icon_url and url, in characters. */
export const TOKEN_URL = { min: 0, max: 2048 } as const
/** Message of a transaction, in bytes. */
export const MESSAGE = { min: 0, max: 255 } as const

/**
 * The limits of `specs/transaction-format.md`, for builders that want to check a value before
 * encoding it (the encoders and decoders enforce them). Text limits count characters (Unicode
 * scalar values, like JSON Schema's `maxLength`); byte limits count bytes.
 *
 * @example
 * import { formatLimits } from '@ledgernet/transaction'
 * if (description.length > formatLimits.tokenDescription.max) throw new Error('too long')
 */
export const formatLimits = {
  /** Largest signed transaction (section A) in bytes: 1 MiB. */
  maxSignedTransactionLength: 1_048_576,
  /** Largest unsigned transaction: the signed limit minus the 66 signature bytes. */
  maxUnsignedTransactionLength: MAX_UNSIGNED_TRANSACTION_LENGTH,
  /** Largest notarized transaction (section B) in bytes: 1 MiB. */
  maxNotarizedTransactionLength: 1_048_576,
  /** Actions of a transaction (a `u16` count, at least one). */
  actions: ACTIONS,
  /** Instructions of a v0 manifest (a `u16` count, at least one). */
  instructions: { min: 1, max: 65_535 },
  /** Token symbol length, characters `a-z0-9`. */
  symbol: SYMBOL,
  /** CreateTokenDefinition name, in characters. */
  tokenName: TOKEN_NAME,
  /** CreateTokenDefinition description, in characters. */
  tokenDescription: TOKEN_DESCRIPTION,
  /** CreateTokenDefinition icon_url and url, in characters. */
  tokenUrl: TOKEN_URL,
  /** Message of a transaction, in bytes. */
  message: MESSAGE,
  /** Entries of a v0 metadata map. */
  metadataEntries: { min: 0, max: 32 },
  /** v0 metadata key, in characters. */
  metadataKey: { min: 1, max: 64 },
  /** v0 metadata value, in characters. */
  metadataValue: { min: 0, max: 1024 },
  /** v0 non-fungible id, in bytes. */
  nonFungibleId: { min: 1, max: 64 },
  /** v0 non-fungible immutable and mutable data, in bytes each. */
  nonFungibleData: { min: 0, max: 4096 },
  /** Intent signatures of a v0 signed intent. */
  intentSignatures: { min: 0, max: 16 },
  /** Cost unit limit of a v0 header (`u32`). */
  costUnitLimit: { min: 1, max: 4_294_967_295 },
  /** Tip percentage of a v0 header (`u16`). */
  tipPercentage: { min: 0, max: 65_535 },
} as const
