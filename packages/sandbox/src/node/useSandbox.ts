import type { Sandbox } from '../Sandbox.js'
import { silentLogger } from '../SandboxLogger.js'
import {
  useSandbox as inMemory,
  optionsKey,
  type SandboxSharing,
  sandboxHooks,
  type TestHooks,
  type UseSandbox,
  type UseSandboxOptions,
} from '../useSandbox.js'

/**
 * Runs a test file against one sandbox, each test on a clean ledger without making a new one
 * (Node): an in-memory sandbox by default (`createMemorySandbox`; give `sandbox().fetch` to the
 * clients), or with `{ http: true }` the HTTP sandbox (`startSandbox`, on port 0) for a suite that
 * needs a real socket. A snapshot is taken before each test and reverted after it — balances,
 * tokens, the mempool, the clock and the version come back exactly, and so does the mining mode —
 * and what the file's own `beforeAll` did is reverted after its last test. One sandbox per file
 * (`sharing: 'file'`, stopped after it, so that `node:test` can exit), or per process for the
 * files with the same options (`'process'`). Returns a getter: the sandbox exists once the hooks
 * have run. Tests of one file must not run concurrently (they share the ledger); files and
 * workers may. Defaults for tests: port 0, no log output. The controls must be on.
 *
 * @example
 * import { after, afterEach, before, beforeEach, test } from 'node:test'
 * import { useSandbox } from '@ledgernet/sandbox'
 * const sandbox = useSandbox({ beforeAll: before, beforeEach, afterEach, afterAll: after })
 * test('a transfer', async () => {
 *   await sandbox().setBalance(sandbox().accounts[1]!.address, 0n)
 * })
 */
export const useSandbox: UseSandbox = (
  hooks: TestHooks,
  options: UseSandboxOptions = {},
  sharing: SandboxSharing = 'file',
): (() => Sandbox) => {
  // The in-memory sandbox is the portable entry's `useSandbox`; the Node face adds the HTTP one.
  if (options.http !== true) return inMemory(hooks, options, sharing) as () => Sandbox
  const { http: _http, ...rest } = options
  return sandboxHooks(hooks, sharing, `http:${optionsKey(rest)}`, async () => {
    // Loaded when asked for: a suite in memory never loads the HTTP server.
    const { startSandbox } = await import('./startSandbox.js')
    return startSandbox({ logger: silentLogger, ...rest })
  })
}
