// What the Node entry of `@ledgernet/sandbox` adds, as the portable entry answers it: the same
// names and types (so that code type-checks the same whichever entry a resolver picks), each
// throwing `NEEDS_NODE` — a socket and a command line exist only in Node (and Deno and Bun through
// their Node compatibility, which pick the `node` condition). In a browser: `createMemorySandbox`.
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
 * Starts the HTTP sandbox — on Node (the package's `node` entry). Elsewhere it rejects with a
 * `SandboxError` `NEEDS_NODE`: use `createMemorySandbox()` there.
 *
 * @example
 * import { startSandbox } from '@ledgernet/sandbox'
 * const sandbox = await startSandbox() // Node; in a browser: createMemorySandbox()
 */
export function startSandbox(_options: SandboxOptions = {}): Promise<Sandbox> {
  return Promise.reject(needsNode('startSandbox'))
}

/**
 * The sandbox's command-line options (commander) — on Node. Elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * import { sandboxCommandOptions } from '@ledgernet/sandbox/options'
 * for (const option of sandboxCommandOptions()) command.addOption(option)
 */
export function sandboxCommandOptions(): Option[] {
  throw needsNode('sandboxCommandOptions')
}

/**
 * The command line's values as `startSandbox` options — on Node. Elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * await startSandbox(sandboxOptionsFromCommand(command.opts()))
 */
export function sandboxOptionsFromCommand(_values: SandboxCommandValues): SandboxOptions {
  throw needsNode('sandboxOptionsFromCommand')
}

/**
 * commander's parser of an integer ≥ 0 — on Node. Elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * new Option('--port <n>').argParser(nonNegativeInteger)
 */
export function nonNegativeInteger(_value: string): number {
  throw needsNode('nonNegativeInteger')
}

/**
 * commander's parser of an integer ≥ 1 — on Node. Elsewhere it throws `NEEDS_NODE`.
 *
 * @example
 * new Option('--accounts <n>').argParser(positiveInteger)
 */
export function positiveInteger(_value: string): number {
  throw needsNode('positiveInteger')
}
