import type { Network, PublicKey } from '@ledgernet/crypto'

/**
 * What the scenarios created on the server under test, for the probes that need real values: a
 * confirmed transaction, a token, a v0 intent, a non-fungible. Everything is optional: a probe
 * whose value is missing is skipped and says which scenario would have provided it.
 *
 * @example
 * const live: LiveState = { network: networks.localnet, gatewayTransactionId: 'ab…' }
 */
export type LiveState = {
  network: Network
  /** The funded account (from the key given), or none. */
  account?: { publicKey: PublicKey; address: string; v0Address: string }
  /** A transaction confirmed through the Gateway API. */
  gatewayTransactionId?: string
  /** A mutable-supply token created through the Gateway API. */
  tokenRri?: string
  /** A transaction confirmed through JSON-RPC. */
  rpcTransactionId?: string
  /** A v0 transaction committed through `/v0/transaction/submit`. */
  intentHash?: string
  /** A non-fungible minted through v0. */
  nonFungible?: { resourceAddress: string; idHex: string }
}
