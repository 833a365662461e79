import type { NetworkName } from '@ledgernet/crypto'

/**
 * Moves `amount` subunits of `token` from one account to another.
 *
 * @example
 * const action: TransferTokens = {
 *   type: 'TransferTokens',
 *   from: 'ddx1qsp…', to: 'ddx1qsr…',
 *   token: 'xrd_dr1qyrs8qwl', amount: 1_000_000_000_000_000_000n,
 * }
 */
export type TransferTokens = {
  type: 'TransferTokens'
  /** Account address (Bech32, the transaction's network) that sends. */
  from: string
  /** Account address that receives. */
  to: string
  /** rri of the token. */
  token: string
  /** Subunits, at least 1. */
  amount: bigint
}

/**
 * Creates a token. A fixed-supply token issues its whole `supply` to `to`; a mutable-supply token
 * starts with no supply (`supply` 0, no `to`) and only its owner may mint and burn it. The token's
 * rri is derived from `owner` and `symbol` and is not part of the bytes; `token`, when given, is
 * checked against it, and decoding always fills it in.
 *
 * @example
 * const action: CreateTokenDefinition = {
 *   type: 'CreateTokenDefinition',
 *   owner: 'ddx1qsp…', symbol: 'gold', name: 'Gold', description: 'Shiny.',
 *   iconUrl: 'https://example.com/gold.png', url: 'https://example.com/gold',
 *   isSupplyMutable: false, supply: 21_000_000n * 10n ** 18n, to: 'ddx1qsp…',
 * }
 */
export type CreateTokenDefinition = {
  type: 'CreateTokenDefinition'
  /** Account address of the owner; the rri is derived from its key and the symbol. */
  owner: string
  /** `a-z0-9`, 1 to 35 characters. */
  symbol: string
  /** 1 to 255 characters. */
  name: string
  /** 0 to 255 characters. */
  description: string
  /** 0 to 2048 characters. */
  iconUrl: string
  /** 0 to 2048 characters. */
  url: string
  isSupplyMutable: boolean
  /** Subunits: the whole supply of a fixed token (at least 1); 0 for a mutable token. */
  supply: bigint
  /** Receives the supply of a fixed token; absent for a mutable token. */
  to?: string | undefined
  /** The derived rri (`/token/derive` with the owner's key). Optional when encoding, checked when given. */
  token?: string | undefined
}

/**
 * Mints `amount` subunits of a mutable-supply token to an account.
 *
 * @example
 * const action: MintTokens = { type: 'MintTokens', to: 'ddx1qsp…', token: 'gold_dr1q…', amount: 5n }
 */
export type MintTokens = {
  type: 'MintTokens'
  to: string
  token: string
  /** Subunits, at least 1. */
  amount: bigint
}

/**
 * Burns `amount` subunits of a mutable-supply token from an account.
 *
 * @example
 * const action: BurnTokens = { type: 'BurnTokens', from: 'ddx1qsp…', token: 'gold_dr1q…', amount: 5n }
 */
export type BurnTokens = {
  type: 'BurnTokens'
  from: string
  token: string
  /** Subunits, at least 1. */
  amount: bigint
}

/**
 * One of the four actions of a Gateway API / JSON-RPC transaction.
 *
 * @example
 * const actions: Action[] = [{ type: 'BurnTokens', from: 'ddx1qsp…', token: 'gold_dr1q…', amount: 5n }]
 */
export type Action = TransferTokens | CreateTokenDefinition | MintTokens | BurnTokens

/**
 * An unsigned transaction of `specs/transaction-format.md` section A, in friendly form: account
 * addresses and rri strings of the transaction's network, amounts in subunits as `bigint`, the
 * message as lower-case hex.
 *
 * @example
 * const transaction: UnsignedTransaction = {
 *   network: 'localnet', startEpoch: 10n, endEpoch: 20n, nonce: 7n,
 *   feePayer: 'ddx1qsp…', fee: 100_000_000_000_000_000n, disableTokenMintAndBurn: false,
 *   actions: [{ type: 'TransferTokens', from: 'ddx1qsp…', to: 'ddx1qsr…', token: 'xrd_dr1qyrs8qwl', amount: 1n }],
 * }
 */
export type UnsignedTransaction = {
  network: NetworkName
  /** First epoch in which the transaction may be committed. */
  startEpoch: bigint
  /** First epoch in which it may no longer be committed (greater than `startEpoch`). */
  endEpoch: bigint
  /** Random 64-bit number that makes otherwise identical transactions distinct. */
  nonce: bigint
  /** Account address that pays the fee (and signs). */
  feePayer: string
  /** Fee in subunits of the native token. */
  fee: bigint
  disableTokenMintAndBurn: boolean
  /** At least one. */
  actions: readonly Action[]
  /** 0 to 255 bytes as hex; absent when there is no message (an empty string is an empty message). */
  message?: string | undefined
}
