// What the Node entry of `@ledgernet/sandbox` adds, as the portable entry answers it: the same
// names and types (so that code type-checks the same whichever entry a resolver picks), each
// throwing `NEEDS_NODE` — a socket and a command line exist only in Node (and Deno and Bun through
// their Node compatibility, which pick the `node` condition). In a browser: `createMemorySandbox`.
// These declarations are the ones editors show (the package's types are this entry's), so their
// comments describe the functions as Node runs them.
// biome-ignore lint/style/noRestrictedImports: a type only, so that both entries declare the same function
import type { Option } from 'commander'
import type { Sandbox } from './Sandbox.js'
import type { SandboxCommandValues } from './SandboxCommandValues.js'
import { SandboxError } from './SandboxError.js'
import type { SandboxOptions } from './SandboxOptions.js'

function needsNode(name: string): SandboxError<'NEEDS_NODE'> {
  return new SandboxError(`${name} needs Node: this runtime has no socket or command line to give it.`, {
    code: 'NEEDS_NODE',
    hint: 'use createMemorySandbox() here (the same ledger and interfaces, through its fetch), or run this code in Node',
  })
}

/**
 * Starts a local ledgernet network in this process (Node): one ledger (XRD funded to the genesis
 * accounts, a round clock, a mempool) served on one HTTP port as the Gateway API (`/`), JSON-RPC
 * (`/rpc`, with the `sandbox_*` controls), node REST (`/api`), Gateway v0 (`/v0`) and a websocket
 * feed. By default every submitted transaction is committed at once (automine); `roundMs` gives
 * interval rounds instead. Several can run at once; each owns its timers, sockets and files, and
 * `stop()` releases them. Outside Node it rejects with a `SandboxError` `NEEDS_NODE`:
 * `createMemorySandbox()` is the same ledger without a socket.
 *
 * @example
 * import { startSandbox } from '@ledgernet/sandbox'
 * const sandbox = await startSandbox()
 * const ping = await fetch(`${sandbox.nodeUrl}/api/ping`).then((response) => response.json())
 * await sandbox.stop()
 */
export function startSandbox(_options: SandboxOptions = {}): Promise<Sandbox> {
  return Promise.reject(needsNode('startSandbox'))
}

/**
 * The sandbox's own options, as one table both command lines add (`ledgernet-sandbox` and
 * `ledgernet sandbox`), so that an option is declared once and behaves the same in both (commander
 * `Option`s; also from the light entry point `@ledgernet/sandbox/options`). Node only: elsewhere it
 * throws `NEEDS_NODE`.
 *
 * @example
 * import { sandboxCommandOptions } from '@ledgernet/sandbox/options'
 * for (const option of sandboxCommandOptions()) command.addOption(option)
 */
export function sandboxCommandOptions(): Option[] {
  throw needsNode('sandboxCommandOptions')
}

/**
 * The `startSandbox` options the command-line values stand for (those given). Node only:
 * elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * await startSandbox(sandboxOptionsFromCommand(command.opts()))
 */
export function sandboxOptionsFromCommand(_values: SandboxCommandValues): SandboxOptions {
  throw needsNode('sandboxOptionsFromCommand')
}

/**
 * A commander parser for counts, indexes and ports: a whole number, 0 or more. Node only:
 * elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * new Option('--port <n>').argParser(nonNegativeInteger)
 */
export function nonNegativeInteger(_value: string): number {
  throw needsNode('nonNegativeInteger')
}

/**
 * A commander parser for durations and sizes that must be above zero. Node only: elsewhere it
 * throws `NEEDS_NODE`.
 *
 * @example
 * new Option('--accounts <n>').argParser(positiveInteger)
 */
export function positiveInteger(_value: string): number {
  throw needsNode('positiveInteger')
}
