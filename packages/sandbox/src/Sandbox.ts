import type { SandboxState } from './generated/controls/methods.gen.js'
import type { LedgerStateView } from './ledger/Ledger.js'
import type { BalanceSet, Mining } from './SandboxControls.js'
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
 * A sandbox: its ledger behind the four interfaces, its funded accounts, the admin credentials,
 * the test controls (the same as the `sandbox_*` JSON-RPC methods: each throws
 * `SandboxControlError` with `CONTROLS_OFF` when the controls are off), a `fetch` that reaches it
 * and `stop()`. What `createMemorySandbox` returns, in any runtime: its URLs are names its `fetch`
 * answers to, with no socket. The HTTP sandbox of `startSandbox` is this and a port (`Sandbox`).
 *
 * @example
 * const sandbox = createMemorySandbox()
 * const gateway = createGatewayTransport({ baseUrl: sandbox.gatewayUrl, network: 'localnet', fetch: sandbox.fetch })
 * await sandbox.stop()
 */
export type MemorySandbox = {
  /** The Gateway API's base URL (the bare origin: paths are `/token/derive`, …). */
  gatewayUrl: string
  /** The JSON-RPC endpoint: `<origin>/rpc`. */
  rpcUrl: string
  /** The node REST API's base URL (the bare origin: paths are `/api/…`). */
  nodeUrl: string
  /** The Gateway v0 base URL (the bare origin: paths are `/v0/…`). */
  v0Url: string
  network: 'localnet'
  accounts: SandboxAccount[]
  adminCredentials: BasicCredentials
  /**
   * A `fetch` that reaches this sandbox: give it to any client as its `fetch` option. In memory,
   * it answers every interface (and the controls on `/rpc`) from the sandbox's own handler, with
   * no socket — the handler the HTTP sandbox serves; behind HTTP, it is the global `fetch`.
   */
  fetch: typeof fetch
  /** The interval of rounds whenever automine is off (`undefined`: rounds at `mine()` only). */
  roundMs: number | undefined
  roundsPerEpoch: number
  /** How the sandbox commits now: `auto`, `interval` or `manual`. */
  readonly mining: Mining
  /** Whether the test controls answer (`--no-controls`, or a journaled data directory, turn them off). */
  controlsEnabled: boolean
  /** Whether the Gateway API submits only what it finalized (`strictLifecycle`, `--strict-lifecycle`). */
  strictLifecycle: boolean
  /** The current ledger state. */
  ledgerState(): LedgerStateView
  /** An account's balance of the native token (XRD), in subunits. */
  balanceOf(address: string): bigint
  /**
   * An account's balance of the token `rri`, in subunits. A token argument that is `undefined`
   * (a token not created yet) does not compile, and is refused at run time: it never reads XRD.
   */
  balanceOf(address: string, rri: string): bigint
  /** Records the whole ledger (balances, tokens, mempool, clock, version); answers the id for `revert`. */
  snapshot(): Promise<string>
  /**
   * Puts back the ledger of a snapshot exactly (the FAILED and Rejected transactions it still
   * answered for included); it and every later snapshot are used up (snapshots nest).
   */
  revert(id: string): Promise<LedgerStateView>
  /** Sets an account's balance of a token (default the native one); the total supply moves with it. */
  setBalance(address: string, amount: bigint | string, rri?: string): Promise<BalanceSet>
  /**
   * Runs `rounds` rounds now (default 1; the first commits the mempool) and resolves once durable.
   * With a journal that cannot be written it rejects with `SANDBOX_STORE_FAILING` (as every control
   * that writes the journal does): the round committed nothing and its transactions stay pending.
   */
  mine(rounds?: number): Promise<LedgerStateView>
  /** Automine on (pending transactions commit now) or off (interval rounds, or `mine()` only). */
  setAutomine(enabled: boolean): Promise<Mining>
  /** Moves the clock `epochs` epochs forward without committing anything (validity window tests). */
  increaseEpoch(epochs: number): Promise<LedgerStateView>
  /** The committed state as a JSON document, to commit as a fixture. */
  dumpState(): Promise<SandboxState>
  /** Replaces the ledger with a state document (the mempool and history go; snapshots stay). */
  loadState(state: SandboxState): Promise<LedgerStateView>
  /** Back to genesis. */
  reset(): Promise<LedgerStateView>
  /** The broken invariants (supply ≠ sum of balances, …); empty when the ledger is sound. */
  invariantProblems(): string[]
  /** Throws when `invariantProblems()` is not empty. */
  assertInvariants(): void
  /**
   * Counters for benchmarks: the transaction signature checks the sandbox made, the mean CPU time
   * of one from a sample (`timedSignatureChecks`) timed in its process, and which implementation
   * made them (libsecp256k1, or the portable path where its addon is not installed).
   */
  metrics(): {
    signatureChecks: number
    signatureCheckCpuMs: number
    timedSignatureChecks: number
    signatureCheckPath: 'libsecp256k1' | 'portable'
  }
  /**
   * Stops the clock, waits for in-flight requests and the journal, closes everything (in memory,
   * `fetch` then rejects as for a server that is gone). Idempotent.
   */
  stop(): Promise<void>
}

/**
 * A running sandbox behind HTTP (`startSandbox`, Node): the in-memory sandbox's API, served on a
 * port as the four interfaces and a websocket feed, its ledger journaled when it has a data
 * directory. Its `fetch` is the global one: the URLs are real.
 *
 * @example
 * const sandbox = await startSandbox()
 * console.log(sandbox.gatewayUrl, sandbox.accounts[0]!.address)
 * await sandbox.stop()
 */
export type Sandbox = MemorySandbox & {
  /** The websocket feed of transaction outcomes: `ws://<host>/api/websocket`. */
  feedUrl: string
  port: number
  /** The journal's directory, when the ledger is persisted. */
  dataDir?: string
}
