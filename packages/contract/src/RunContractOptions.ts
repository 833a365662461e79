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
 *   keyFile: './dev.key', admin: { username: 'admin', password: 'secret' },
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
  /** Basic credentials of the node's restricted endpoints. */
  admin?: { username: string; password: string }
  /** The network the servers serve (default `localnet`, as the sandbox). */
  network?: NetworkName
  /** Per request, in milliseconds (default 10,000). */
  timeout?: number
  /** How long a transaction may stay pending before its scenario fails, in milliseconds (default 30,000). */
  confirmTimeout?: number
  /** The fetch to send with (default: the global `fetch`). */
  fetch?: typeof fetch
  /** Run only the checks, operations and scenarios whose id matches one of these patterns (`*` wildcard). */
  only?: string | readonly string[]
  /** Called with the finished report (see `tableReporter`, `junitReporter`, `jsonReporter`). */
  reporters?: readonly ContractReporter[]
  /**
   * Makes the run repeatable: every value that would be random (fresh symbols and recipients, v0
   * nonces, unknown ids, wrong passwords) comes from it, so the same seed sends the same requests
   * (an integer from 0 to 2^32 − 1; default: one drawn at random). The report prints the seed used.
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
