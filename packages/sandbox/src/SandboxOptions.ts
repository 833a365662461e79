import type { FeeTable } from './feeTable.js'
import type { SandboxLogger } from './SandboxLogger.js'
import type { BasicCredentials } from './server/nodeRest/basicCredentials.js'

/**
 * An account to fund at genesis: by private key (hex; the sandbox then reports it, so tests can
 * sign) or by public key alone, with a balance in XRD subunits (default 1,000,000 XRD).
 *
 * @example
 * const accounts: GenesisAccountInput[] = [{ privateKey: 'ab12…' }, { publicKey: '02…', balance: 5n * 10n ** 18n }]
 */
export type GenesisAccountInput = ({ privateKey: string } | { publicKey: string }) & { balance?: bigint | string }

/**
 * How to create an in-memory sandbox (`createMemorySandbox`): the ledger's options, without a
 * socket or a data directory. Every field is optional.
 *
 * @example
 * const options: MemorySandboxOptions = { accounts: 3, automine: false }
 */
export type MemorySandboxOptions = {
  /**
   * More `Host` names the test controls answer at (`sandbox`, `my-box.lan:8080`; without a port, any
   * port) besides the addresses the sandbox listens on (`127.0.0.1`, `localhost`, `[::1]` with its
   * port on loopback; an in-memory sandbox's own name, `ledgernet.invalid`): for a sandbox reached
   * through a proxy or a container name, or an in-memory one whose `fetch` serves HTTP elsewhere
   * (`Deno.serve`, `Bun.serve`). The ledger interfaces answer any `Host`.
   */
  allowedHosts?: string[]
  /**
   * Web-page origins that may call the test controls (`http://localhost:5173`), besides the
   * sandbox's own: a browser test whose page drives the controls. Any other page is refused; the
   * ledger interfaces answer every origin (CORS `*`).
   */
  allowedOrigins?: string[]
  /**
   * Interval mining: a round (which commits the mempool) every `roundMs` milliseconds whenever
   * automine is off. Giving it turns automine off unless `automine: true` is given too.
   */
  roundMs?: number
  /**
   * Commit every submitted transaction at once, in a round of its own, before answering the
   * submission (default: true, false when `roundMs` is given). Off without `roundMs`, rounds run
   * at `mine()` only.
   */
  automine?: boolean
  /**
   * The test controls (`snapshot`, `revert`, `setBalance`, … in process and as `sandbox_*` on
   * `/rpc`). Default true; for `startSandbox` false with a `dataDir` (a durable ledger is not
   * rewound by accident), and with both every control is journaled.
   */
  controls?: boolean
  /**
   * Keep the Gateway API's transaction lifecycle strictly as the network's description lays it out
   * (default false): `/transaction/submit` takes only a signed transaction that `/transaction/finalize`
   * answered with `submit: false` (or one already submitted, answered `duplicate: true`); any other is
   * refused with 400 `InvalidRequestError` naming `/body/signed_transaction`, and nothing is
   * submitted. Without it the gateway submits any signed transaction that passes its checks (what
   * the spec decides). For clients and contract tests that must work against a gateway that keeps
   * finalize → submit.
   */
  strictLifecycle?: boolean
  /** Rounds per epoch (default 100: an epoch lasts 10 s at the default round). */
  roundsPerEpoch?: number
  /** Epochs a built transaction stays valid (default 100). */
  validityEpochs?: number
  /**
   * Genesis accounts: how many development accounts (default 10), or an explicit list. Every
   * account starts with its balance in XRD; the native supply is their sum.
   */
  accounts?: number | GenesisAccountInput[]
  /** Basic-auth credentials of the restricted node REST methods (`user:pass` or an object); random when absent. */
  adminCredentials?: string | BasicCredentials
  /**
   * How long FAILED Gateway/JSON-RPC transactions and Rejected v0 transactions stay known to
   * status and receipt queries: the most recent `count` (default 10,000), none older than `ageMs`
   * (default 3,600,000: one hour). Neither takes a ledger version nor a journal record; after the
   * window a query answers "not found".
   */
  failedWindow?: { count?: number; ageMs?: number }
  /** Fee rates; missing ones take `defaultFeeTable`'s. */
  fees?: { gateway?: Partial<FeeTable['gateway']>; v0?: Partial<FeeTable['v0']> }
  /** Where to report (default: warnings and errors to stderr). */
  logger?: SandboxLogger
}

/**
 * How to start a sandbox behind HTTP (`startSandbox`): the in-memory sandbox's options, and where
 * to listen and journal. Every field is optional.
 *
 * @example
 * const options: SandboxOptions = { port: 0, accounts: 3, logger: silentLogger }
 */
export type SandboxOptions = MemorySandboxOptions & {
  /** TCP port; 0 (default) picks a free one. */
  port?: number
  /**
   * Interface to listen on (default 127.0.0.1). Beyond loopback (`0.0.0.0`, a LAN address) with the
   * controls on, the sandbox starts only with `exposeControls: true`, and warns.
   */
  host?: string
  /**
   * Serve the test controls on a `host` beyond loopback (default false): whoever can reach that
   * address can then rewrite the ledger. Needed to listen beyond loopback with the controls on;
   * the sandbox warns when it does.
   */
  exposeControls?: boolean
  /** Directory of the journal (and genesis); without it the ledger lives in memory only. */
  dataDir?: string
  /**
   * Start a new ledger in `dataDir`, whatever it holds: its `genesis.json` and `journal.log` are
   * moved to `replaced-<time>/` inside it first (nothing is deleted). Needed to start over in a
   * directory that holds half a ledger (a genesis without its journal, or the reverse).
   */
  reset?: boolean
  /**
   * Open a `dataDir` whose journal is damaged (a complete record whose checksum fails): keep the
   * ledger up to the last good version and move every byte from the damaged record on to
   * `journal-damaged-<time>.log` beside it. Without it such a journal is refused (`JOURNAL_DAMAGED`).
   */
  repairTruncate?: boolean
}
