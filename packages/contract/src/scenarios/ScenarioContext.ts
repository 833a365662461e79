import type { Network, PrivateKey, PublicKey } from '@ledgernet/crypto'
import type { GatewayClient } from '@ledgernet/gateway-client'
import type { RpcClient } from '@ledgernet/rpc-client'
import type { V0Client } from '@ledgernet/v0-client'
import type { ContractRandom } from '../ContractRandom.js'
import type { SpecCaller } from './createSpecCaller.js'
import type { LedgerWatch } from './LedgerWatch.js'
import type { LiveState } from './LiveState.js'
import type { ScenarioRecorder } from './ScenarioRecorder.js'

/**
 * What a scenario works with: the clients the flows run over and the caller for what the flows do
 * not do (both send through the run's recording fetch, so every call is checked against the spec),
 * its recorder, the funded key (it never leaves this process: only signatures and public keys are
 * sent), the network, which interfaces were given, the waits, the run's mode and signal, the ledger
 * state seen so far, the live state it fills for the probes, and where it notes what the server
 * chose.
 *
 * @example
 * await gatewayTransferScenario(context)
 */
export type ScenarioContext = {
  caller: SpecCaller
  clients: { gateway?: GatewayClient; rpc?: RpcClient; v0?: V0Client }
  recorder: ScenarioRecorder
  key: PrivateKey
  network: Network
  account: { publicKey: PublicKey; address: string; v0Address: string }
  interfaces: { gateway: boolean; rpc: boolean; node: boolean; v0: boolean }
  /** How long a transaction may stay pending before the scenario fails, in milliseconds. */
  confirmTimeout: number
  /** Per request, in milliseconds. */
  timeout: number
  /** Nothing may be submitted: the scenario stops before signing. */
  readOnly: boolean
  /** The run's signal (its time budget, Ctrl-C). */
  signal: AbortSignal
  /** The newest ledger state the Gateway API's answers showed. */
  ledger: LedgerWatch
  live: LiveState
  /** Where its fresh values come from (recipients, symbols): the run's seed repeats them. */
  random: ContractRandom
  /** Notes a value the server chose (an id, a version): the report keeps it apart from the verdicts. */
  vary(what: string, value: string | number): void
  /** The parsed body of the last answer the run's recording fetch read (for a field the flows do not return). */
  lastAnswer(): unknown
  /** The base URLs of the interfaces given (a flow's own client is made over them). */
  baseUrls: { gateway?: string; rpc?: string; node?: string; v0?: string }
  /** The run's recording fetch (every request checked against the specs, the last exchange kept). */
  fetch: typeof fetch
  /** Every Gateway API or JSON-RPC transaction the run built and signed: its fee's inputs and the fee. */
  builds: BuiltFee[]
}

/**
 * A transaction's fee and what `specs/transaction-format.md` A.4 says it depends on: the signed
 * length `L` (bytes) and the number of tokens it creates `T`.
 *
 * @example
 * const built: BuiltFee = { what: 'gateway-transfer: the transfer', signedLength: 278, tokensCreated: 0, fee: 55_600_000_000_000_000n }
 */
export type BuiltFee = { what: string; signedLength: number; tokensCreated: number; fee: bigint }
