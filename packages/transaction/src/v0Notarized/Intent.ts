import type { NetworkName, PublicKey, Signature } from '@ledgernet/crypto'

/**
 * One entry of a resource's metadata map. Keys are unique; encoding sorts them by their UTF-8
 * bytes and decoding returns them in that order.
 *
 * @example
 * const entry: MetadataEntry = { key: 'name', value: 'Gold' }
 */
export type MetadataEntry = { key: string; value: string }

/**
 * The header of a v0 intent (`specs/transaction-format.md` section B.1).
 *
 * @example
 * const header: IntentHeader = {
 *   network: 'localnet', startEpoch: 5n, endEpoch: 15n, nonce: 42n,
 *   notaryPublicKey: notary.publicKey, notaryAsSignatory: true, costUnitLimit: 1_000_000, tipPercentage: 0,
 * }
 */
export type IntentHeader = {
  network: NetworkName
  /** First epoch in which the transaction may be committed. */
  startEpoch: bigint
  /** First epoch in which it may no longer be committed (greater than `startEpoch`). */
  endEpoch: bigint
  /** Random 64-bit number that makes otherwise identical intents distinct. */
  nonce: bigint
  /** The notary's key; its account pays the fee. */
  notaryPublicKey: PublicKey
  /** True when the notary's key also counts as an intent signatory. */
  notaryAsSignatory: boolean
  /** At most this many cost units may be consumed (1 to 2^32 − 1). */
  costUnitLimit: number
  /** Tip on top of the fee, in percent (0 to 65 535). */
  tipPercentage: number
}

/**
 * Moves `amount` subunits of a fungible resource between accounts.
 *
 * @example
 * const instruction: TransferFungible = { type: 'TransferFungible', from: 'account_sim1…', to: 'account_sim1…', resource: 'resource_sim1…', amount: 5n }
 */
export type TransferFungible = { type: 'TransferFungible'; from: string; to: string; resource: string; amount: bigint }

/**
 * Mints `amount` subunits of a mutable fungible resource to an account.
 *
 * @example
 * const instruction: MintFungible = { type: 'MintFungible', resource: 'resource_sim1…', to: 'account_sim1…', amount: 5n }
 */
export type MintFungible = { type: 'MintFungible'; resource: string; to: string; amount: bigint }

/**
 * Burns `amount` subunits of a mutable fungible resource from an account.
 *
 * @example
 * const instruction: BurnFungible = { type: 'BurnFungible', from: 'account_sim1…', resource: 'resource_sim1…', amount: 5n }
 */
export type BurnFungible = { type: 'BurnFungible'; from: string; resource: string; amount: bigint }

/**
 * Creates a fungible resource (divisibility 18) whose address is derived from the owner's key
 * and the symbol, like a Gateway API token's rri. The initial supply goes to `to`.
 *
 * @example
 * const instruction: CreateFungibleResource = {
 *   type: 'CreateFungibleResource', owner: key, symbol: 'gold', metadata: [{ key: 'name', value: 'Gold' }],
 *   isSupplyMutable: false, initialSupply: 10n ** 24n, to: 'account_sim1…',
 * }
 */
export type CreateFungibleResource = {
  type: 'CreateFungibleResource'
  owner: PublicKey
  /** `a-z0-9`, 1 to 35 characters. */
  symbol: string
  metadata: readonly MetadataEntry[]
  isSupplyMutable: boolean
  /** Subunits; at least 1 for a fixed supply, may be 0 for a mutable one. */
  initialSupply: bigint
  /** The account that receives the initial supply. */
  to: string
}

/**
 * Creates a non-fungible resource; its address is derived from the intent hash and the
 * instruction's index.
 *
 * @example
 * const instruction: CreateNonFungibleResource = { type: 'CreateNonFungibleResource', owner: key, metadata: [] }
 */
export type CreateNonFungibleResource = {
  type: 'CreateNonFungibleResource'
  owner: PublicKey
  metadata: readonly MetadataEntry[]
}

/**
 * Mints one non-fungible unit with its id and data (all hex).
 *
 * @example
 * const instruction: MintNonFungible = {
 *   type: 'MintNonFungible', resource: 'resource_sim1…', to: 'account_sim1…',
 *   id: '01', immutableData: '', mutableData: 'ff',
 * }
 */
export type MintNonFungible = {
  type: 'MintNonFungible'
  resource: string
  to: string
  /** 1 to 64 bytes, hex. */
  id: string
  /** 0 to 4096 bytes, hex. */
  immutableData: string
  /** 0 to 4096 bytes, hex. */
  mutableData: string
}

/**
 * One instruction of a v0 manifest.
 *
 * @example
 * const instructions: Instruction[] = [{ type: 'CreateNonFungibleResource', owner: key, metadata: [] }]
 */
export type Instruction =
  | TransferFungible
  | MintFungible
  | BurnFungible
  | CreateFungibleResource
  | CreateNonFungibleResource
  | MintNonFungible

/**
 * A v0 transaction intent: header and manifest. Accounts and resources are v0 (Bech32m)
 * addresses of the header's network.
 *
 * @example
 * const intent: Intent = { header, manifest: { instructions } }
 */
export type Intent = {
  header: IntentHeader
  manifest: { instructions: readonly Instruction[] }
}

/**
 * A signature of the intent hash by one signatory.
 *
 * @example
 * const entry: IntentSignature = { publicKey: signer.publicKey, signature: await signer.sign(hash) }
 */
export type IntentSignature = { publicKey: PublicKey; signature: Signature }

/**
 * An intent with its signatures (a set: encoding sorts them by public key).
 *
 * @example
 * const signedIntent: SignedIntent = { intent, intentSignatures: [] }
 */
export type SignedIntent = { intent: Intent; intentSignatures: readonly IntentSignature[] }

/**
 * A signed intent with the notary's signature of the signed intent hash: what
 * `/v0/transaction/submit` takes, hex-encoded, as `notarized_transaction_hex`.
 *
 * @example
 * const notarized: NotarizedTransaction = { signedIntent, notarySignature }
 */
export type NotarizedTransaction = { signedIntent: SignedIntent; notarySignature: Signature }
