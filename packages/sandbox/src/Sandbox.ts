import type { LedgerStateView } from './ledger/Ledger.js'
import type { BasicCredentials } from './server/nodeRest/basicCredentials.js'

/**
 * A funded genesis account: Gateway address (`ddx1…`), v0 address (`account_sim1…`), public
 * key, and private key (hex) when the sandbox knows it — the development accounts and accounts
 * given by private key. These keys are for development only.
 *
 * @example
 * const [alice] = sandbox.accounts
 * const key = PrivateKey.fromHex(alice.privateKey!)
 */
export type SandboxAccount = {
  address: string
  v0Address: string
  publicKey: string
  privateKey?: string
  /** XRD subunits at genesis. */
  balance: bigint
}

/**
 * A running sandbox: its URLs, its funded accounts, the admin credentials, controls over the
 * round clock (for tests) and `stop()`.
 *
 * @example
 * const sandbox = await startSandbox()
 * console.log(sandbox.gatewayUrl, sandbox.accounts[0]!.address)
 * await sandbox.stop()
 */
export type Sandbox = {
  /** The Gateway API's base URL (the bare origin: paths are `/token/derive`, …). */
  gatewayUrl: string
  /** The JSON-RPC endpoint: `<origin>/rpc`. */
  rpcUrl: string
  /** The node REST API's base URL (the bare origin: paths are `/api/…`). */
  nodeUrl: string
  /** The Gateway v0 base URL (the bare origin: paths are `/v0/…`). */
  v0Url: string
  /** The websocket feed of transaction outcomes: `ws://<host>/api/websocket`. */
  feedUrl: string
  port: number
  network: 'localnet'
  accounts: SandboxAccount[]
  adminCredentials: BasicCredentials
  /** The journal's directory, when the ledger is persisted. */
  dataDir?: string
  roundMs: number
  roundsPerEpoch: number
  /** The current ledger state. */
  ledgerState(): LedgerStateView
  /** An account's balance of a token (rri; default the native token), in subunits. */
  balanceOf(address: string, rri?: string): bigint
  /** Runs a round now (commits the mempool) and resolves once it is durable. */
  nextRound(): Promise<void>
  /** Stops the round clock: submitted transactions stay PENDING until `resumeRounds` or `nextRound`. */
  pauseRounds(): void
  resumeRounds(): void
  /** Moves the clock `epochs` epochs forward without committing anything (validity window tests). */
  skipEpochs(epochs: number): Promise<void>
  /** The broken invariants (supply ≠ sum of balances, …); empty when the ledger is sound. */
  invariantProblems(): string[]
  /** Throws when `invariantProblems()` is not empty. */
  assertInvariants(): void
  /**
   * Counters for benchmarks: the transaction signature checks (`verifySha256`) the sandbox made,
   * and the mean CPU time of one, from a sample (`timedSignatureChecks`) timed in its process.
   */
  metrics(): { signatureChecks: number; signatureCheckCpuMs: number; timedSignatureChecks: number }
  /** Stops the clock, waits for in-flight requests and the journal, closes everything. Idempotent. */
  stop(): Promise<void>
}
