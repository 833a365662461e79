// `@ledgernet/sandbox/vitest`: `useSandbox` with vitest's hooks, one sandbox per worker.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Sandbox } from './Sandbox.js'
import type { SandboxOptions } from './SandboxOptions.js'
import { useSandbox as useSandboxWith } from './useSandbox.js'

export type { Sandbox } from './Sandbox.js'
export type { SandboxOptions } from './SandboxOptions.js'

/**
 * One sandbox per vitest worker, shared by the test files the worker runs (with the same
 * options), and a clean ledger for every test: a snapshot before each test, a revert after it,
 * and what a file's `beforeAll` did reverted after the file. Call it at the top of a test file;
 * it returns a getter for use inside tests and hooks. See `useSandbox` of `@ledgernet/sandbox`
 * for `node:test` and Jest.
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
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  return useSandboxWith({ beforeAll, beforeEach, afterEach, afterAll }, options, 'process')
}
