import type { Network, PrivateKey, PublicKey } from '@ledgernet/crypto'
import type { ContractRandom } from '../ContractRandom.js'
import type { SpecCaller } from './createSpecCaller.js'
import type { LiveState } from './LiveState.js'
import type { ScenarioRecorder } from './ScenarioRecorder.js'

/**
 * What a scenario works with: the caller (every call checked against the spec), its recorder,
 * the funded key (it never leaves this process: only signatures and public keys are sent), the
 * network, which interfaces were given, the bounded wait for confirmations, and the live state it
 * fills for the probes.
 *
 * @example
 * await gatewayTransferScenario(context)
 */
export type ScenarioContext = {
  caller: SpecCaller
  recorder: ScenarioRecorder
  key: PrivateKey
  network: Network
  account: { publicKey: PublicKey; address: string; v0Address: string }
  interfaces: { gateway: boolean; rpc: boolean; node: boolean; v0: boolean }
  /** How long a transaction may stay pending before the scenario fails, in milliseconds. */
  confirmTimeout: number
  live: LiveState
  /** Where its fresh values come from (recipients, symbols, nonces): the run's seed repeats them. */
  random: ContractRandom
}
