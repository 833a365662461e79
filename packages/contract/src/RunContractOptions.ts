import type { NetworkName, PrivateKey } from '@ledgernet/crypto'
import type { ContractSpecName, specList } from '@ledgernet/specs'
import type { ContractCheck } from './report/ContractReport.js'
import type { ContractReporter } from './report/ContractReporter.js'

/**
 * Options of {@link runContract}. Give any subset of the four interfaces; the checks of the others
 * are reported as skipped.
 *
 * @example
 * const options: RunContractOptions = {
 *   gateway: 'http://127.0.0.1:8080', rpc: 'http://127.0.0.1:8080/rpc', node: 'http://127.0.0.1:8080', v0: 'http://127.0.0.1:8080',
 *   keyFile: './dev.key', admin: 'admin:secret',
 * }
 */
export type RunContractOptions = ContractTargets & {
  /** Gateway API 1.0 base URL (paths `/token/derive`, `/transaction/*` under it). */
  gateway?: string
  /** JSON-RPC endpoint (`http://host:port/rpc`); a bare origin gets the spec's `/rpc` appended. */
  rpc?: string
  /** Node REST base URL (paths `/api/*` under it); `user:pass@` in it is taken as `admin`. */
  node?: string
  /** Gateway v0 base URL (paths `/v0/*` under it). */
  v0?: string
  /**
   * The funded key the scenarios sign with: hex or a `PrivateKey`. It never leaves the process:
   * only public keys and signatures are sent. Without a key (or `keyFile`) the scenarios are skipped.
   */
  privateKey?: string | PrivateKey
  /** A file holding the funded key (64 hex characters or a BIP-39 mnemonic). */
  keyFile?: string
  /**
   * HTTP Basic credentials of the node's restricted operations, in the shape the command line
   * takes them (`'admin:secret'`, split at the first colon) or as `{ username, password }`. The
   * password never appears in a report, in any encoding.
   */
  admin?: string | { username: string; password: string }
  /** The network the servers serve (default `localnet`, as the sandbox). */
  network?: NetworkName
  /** Per request, in milliseconds (default 10,000). */
  timeout?: number
  /** How long a transaction may stay pending before its scenario fails, in milliseconds (default 30,000). */
  confirmTimeout?: number
  /**
   * For a production server: nothing is submitted. The scenarios build and check their first
   * transaction and stop before signing it; probes of an operation that submits or changes the
   * server (`x-ledgernet-retry-safe: false`, a finalize with `submit: true`) are sent only when
   * their body cannot be a transaction (not JSON, a wrong verb, an unknown path); the sandbox
   * is never funded. A guard under every request refuses to send anything else.
   */
  readOnly?: boolean
  /** At most this many requests per second, every request of the run counted (default: no limit). */
  rate?: number
  /** At most this many requests in flight at once (default 4: one per interface). */
  concurrency?: number
  /**
   * The whole run's time, in milliseconds (default 15 minutes): when it is spent the run stops,
   * what did not run is skipped with the reason, the reports are written and `ok` is false.
   */
  timeBudget?: number
  /** Stops the run as the time budget does (Ctrl-C): the reports are still written. */
  signal?: AbortSignal
  /**
   * The largest answer body read, in bytes (default 1 MiB): a longer one fails its check naming
   * the operation, the limit and the size seen, and is not read further.
   */
  maxBodyBytes?: number
  /**
   * More text no report may contain (the mnemonic a key came from, a token), besides the key,
   * `keyFile`'s content and the admin password, which are always kept out: each is cut in plain,
   * percent-encoded, base64 and HTTP Basic form.
   */
  secrets?: readonly string[]
  /** The fetch to send with (default: the global `fetch`). */
  fetch?: typeof fetch
  /** Run only the checks, operations and scenarios whose id matches one of these patterns (`*` wildcard). */
  only?: string | readonly string[]
  /** Called with the finished report (see `tableReporter`, `junitReporter`, `jsonReporter`). */
  reporters?: readonly ContractReporter[]
  /**
   * Makes the run repeatable: every value the runner would otherwise draw at random (recipients,
   * token symbols, unknown ids, wrong passwords) comes from it, so the same seed gives the same
   * checks and verdicts against the same server, fresh or not (an integer from 0 to 2^32 − 1;
   * default: one drawn at random). The report prints the seed used.
   */
  seed?: number
  /** Called with each check as soon as it is decided (progress). */
  onCheck?: (check: ContractCheck) => void
}

/**
 * A base URL option for every spec of `codegen.config.json` that the contract runner tests (its
 * `contract` name): a spec added there is an option here.
 *
 * @example
 * const targets: ContractTargets = { gateway: 'http://127.0.0.1:8080' }
 */
export type ContractTargets = { [K in ContractSpecName as (typeof specList)[K]['contract'] & string]?: string }
