import type { SpecName } from '@ledgernet/specs'
import type { ContractRandom } from '../ContractRandom.js'

/**
 * What running a probe needs: how to send (fetch, timeout), where each interface is, and the
 * admin credentials for restricted operations.
 *
 * @example
 * const context: ProbeRunContext = { fetch, timeout: 10_000, baseUrls: { gateway: 'http://127.0.0.1:8080' }, random: createContractRandom(1), signal: AbortSignal.timeout(60_000) }
 */
export type ProbeRunContext = {
  fetch: typeof fetch
  timeout: number
  /** Base URL per spec, without a trailing slash (JSON-RPC: the endpoint itself, `…/rpc`). */
  baseUrls: Partial<Record<SpecName, string>>
  admin?: { username: string; password: string }
  /** Where its random values come from (a wrong password). */
  random: ContractRandom
  /** The run's signal: a probe it cuts short is skipped, not failed. */
  signal: AbortSignal
}
