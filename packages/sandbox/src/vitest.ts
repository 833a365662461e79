// `@ledgernet/sandbox/vitest` (Node: vitest runs test files there; a suite in vitest's browser mode uses
// `useSandbox` of `@ledgernet/sandbox` with vitest's hooks).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { useSandbox as useSandboxWith } from './node/useSandbox.js'
import type { MemorySandbox, Sandbox } from './Sandbox.js'
import type { MemorySandboxOptions, SandboxOptions } from './SandboxOptions.js'

export type { MemorySandbox, Sandbox } from './Sandbox.js'
export type { MemorySandboxOptions, SandboxOptions } from './SandboxOptions.js'

/**
 * One sandbox per vitest worker, shared by the test files the worker runs (with the same
 * options), and a clean ledger for every test: a snapshot before each test, a revert after it,
 * and what a file's `beforeAll` did reverted after the file. In memory by default — workers run
 * in parallel, each with its own ledgers and no port; give `sandbox().fetch` to the clients — or
 * the HTTP sandbox with `{ http: true }` (a real port, for a suite that needs a socket: another
 * language, a browser). Call it at the top of a test file; it returns a getter for use inside
 * tests and hooks. See `useSandbox` of `@ledgernet/sandbox` for `node:test` and Jest.
 *
 * @example
 * import { useSandbox } from '@ledgernet/sandbox/vitest'
 * import { expect, it } from 'vitest'
 * const sandbox = useSandbox({ accounts: 2 })
 * it('starts every test from the same balances', async () => {
 *   await sandbox().setBalance(sandbox().accounts[0]!.address, 1n)
 *   expect(sandbox().balanceOf(sandbox().accounts[0]!.address)).toBe(1n)
 * })
 */
export function useSandbox(options?: MemorySandboxOptions & { http?: false }): () => MemorySandbox
export function useSandbox(options: SandboxOptions & { http: true }): () => Sandbox
export function useSandbox(
  options: (MemorySandboxOptions & { http?: false }) | (SandboxOptions & { http: true }) = {},
): () => MemorySandbox {
  return useSandboxWith(
    { beforeAll, beforeEach, afterEach, afterAll },
    options as SandboxOptions & { http: true },
    'process',
  )
}
