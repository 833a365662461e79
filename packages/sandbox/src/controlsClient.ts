// `@ledgernet/sandbox/controls`: the sandbox's test controls over JSON-RPC, for a test in any
// JavaScript runtime (browsers included: nothing here uses `node:` modules).
import { createRpcTransport, type RpcTransportOptions } from '@ledgernet/rpc-client'
import type { CallOptions } from '@ledgernet/transport'
import {
  type LedgerState,
  type Mining,
  rpcPath,
  type SandboxState,
  type SetBalanceResult,
  sandboxDumpState,
  sandboxIncreaseEpoch,
  sandboxLoadState,
  sandboxMine,
  sandboxReset,
  sandboxRevert,
  sandboxSetAutomine,
  sandboxSetBalance,
  sandboxSnapshot,
} from './generated/controls/methods.gen.js'
import { resultValidators } from './generated/controls/resultValidators.gen.js'

export * from './generated/controls/methods.gen.js'
export { resultValidators } from './generated/controls/resultValidators.gen.js'

/**
 * Options of {@link createSandboxControls}: the sandbox's URL (`http://127.0.0.1:8080`, or its
 * JSON-RPC endpoint `…/rpc`), then the JSON-RPC transport's (`fetch`, `headers`, `timeout`,
 * `retry`, hooks). `validateResults: false` skips checking each result against the spec.
 *
 * @example
 * const options: SandboxControlsOptions = { url: 'http://127.0.0.1:8080', timeout: 5_000 }
 */
export type SandboxControlsOptions = Omit<RpcTransportOptions, 'baseUrl' | 'validators'> & {
  url: string
  validateResults?: boolean
}

/**
 * The `sandbox_*` methods of a running sandbox (`specs/sandbox.openrpc.json`) as plain calls.
 * Every refusal is a `JsonRpcError` whose `rpcCode` the spec documents (4000 controls off, 4001
 * unknown snapshot, 4002 invalid state, 4003 supply out of range, 1317/1318/1323, -32602).
 *
 * @example
 * const controls = createSandboxControls({ url: 'http://127.0.0.1:8080' })
 * const id = await controls.snapshot()
 */
export type SandboxControlsClient = {
  readonly url: string
  snapshot(options?: CallOptions): Promise<string>
  revert(id: string, options?: CallOptions): Promise<LedgerState>
  setBalance(
    address: string,
    amount: bigint | string,
    tokenIdentifier?: string,
    options?: CallOptions,
  ): Promise<SetBalanceResult>
  mine(rounds?: number, options?: CallOptions): Promise<LedgerState>
  setAutomine(enabled: boolean, options?: CallOptions): Promise<Mining>
  increaseEpoch(epochs: number, options?: CallOptions): Promise<LedgerState>
  dumpState(options?: CallOptions): Promise<SandboxState>
  loadState(state: SandboxState, options?: CallOptions): Promise<LedgerState>
  reset(options?: CallOptions): Promise<LedgerState>
}

/**
 * A client of a running sandbox's test controls, by URL: what the in-process `Sandbox` offers,
 * for a test suite whose sandbox runs elsewhere (`npx ledgernet sandbox`, a container) or in
 * another runtime. Generated from the spec (`src/generated/controls/`); results are checked
 * against it unless `validateResults: false`.
 *
 * @example
 * import { createSandboxControls } from '@ledgernet/sandbox/controls'
 * const controls = createSandboxControls({ url: 'http://127.0.0.1:8080' })
 * const id = await controls.snapshot()
 * await controls.setBalance('ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6', 5n * 10n ** 18n)
 * await controls.revert(id)
 */
export function createSandboxControls(options: SandboxControlsOptions): SandboxControlsClient {
  const { url, validateResults = true, ...transportOptions } = options
  const endpoint = url.replace(/\/+$/, '').endsWith(rpcPath)
    ? url.replace(/\/+$/, '')
    : `${url.replace(/\/+$/, '')}${rpcPath}`
  const transport = createRpcTransport({
    ...transportOptions,
    baseUrl: endpoint,
    ...(validateResults ? { validators: resultValidators } : {}),
  })
  const call = <T extends readonly unknown[]>(params: T, options?: CallOptions) => ({
    ...options,
    client: transport,
    params,
  })
  return {
    url: endpoint,
    snapshot: (options) => sandboxSnapshot(call([] as [], options)),
    revert: (id, options) => sandboxRevert(call([id] as [string], options)),
    setBalance: (address, amount, tokenIdentifier, options) =>
      sandboxSetBalance(
        call(
          tokenIdentifier === undefined
            ? ([address, amount.toString()] as [string, string])
            : ([address, amount.toString(), tokenIdentifier] as [string, string, string]),
          options,
        ),
      ),
    mine: (rounds, options) => sandboxMine(call(rounds === undefined ? ([] as []) : ([rounds] as [number]), options)),
    setAutomine: (enabled, options) => sandboxSetAutomine(call([enabled] as [boolean], options)),
    increaseEpoch: (epochs, options) => sandboxIncreaseEpoch(call([epochs] as [number], options)),
    dumpState: (options) => sandboxDumpState(call([] as [], options)),
    loadState: (state, options) => sandboxLoadState(call([state] as [SandboxState], options)),
    reset: (options) => sandboxReset(call([] as [], options)),
  }
}
