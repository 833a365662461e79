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
  maxUnsignedTransactionLength: 1_048_576 - 66,
  /** Largest notarized transaction (section B) in bytes: 1 MiB. */
  maxNotarizedTransactionLength: 1_048_576,
  /** Actions of a transaction (a `u16` count, at least one). */
  actions: { min: 1, max: 65_535 },
  /** Instructions of a v0 manifest (a `u16` count, at least one). */
  instructions: { min: 1, max: 65_535 },
  /** Token symbol length, characters `a-z0-9`. */
  symbol: { min: 1, max: 35 },
  /** CreateTokenDefinition name, in characters. */
  tokenName: { min: 1, max: 255 },
  /** CreateTokenDefinition description, in characters. */
  tokenDescription: { min: 0, max: 255 },
  /** CreateTokenDefinition icon_url and url, in characters. */
  tokenUrl: { min: 0, max: 2048 },
  /** Message of a transaction, in bytes. */
  message: { min: 0, max: 255 },
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
