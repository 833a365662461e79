import type { Sandbox } from './Sandbox.js'
import { silentLogger } from './SandboxLogger.js'
import type { SandboxOptions } from './SandboxOptions.js'
import { startSandbox } from './startSandbox.js'

/**
 * A test runner's four hooks, as `useSandbox` registers them: vitest's and Jest's
 * `beforeAll`/`beforeEach`/`afterEach`/`afterAll`, or `node:test`'s `before`/`beforeEach`/
 * `afterEach`/`after`.
 *
 * @example
 * import { after, afterEach, before, beforeEach } from 'node:test'
 * const hooks: TestHooks = { beforeAll: before, beforeEach, afterEach, afterAll: after }
 */
export type TestHooks = {
  beforeAll(run: () => Promise<void>): unknown
  beforeEach(run: () => Promise<void>): unknown
  afterEach(run: () => Promise<void>): unknown
  afterAll(run: () => Promise<void>): unknown
}

/**
 * How long a sandbox is shared: by every test file of the process (`'process'`: a vitest
 * worker, which the runner ends, so the sandbox is never stopped) or by one file (`'file'`: it
 * stops after the file's last test, so that a runner that waits for the process to go idle —
 * `node:test` — can exit).
 *
 * @example
 * const sharing: SandboxSharing = 'file'
 */
export type SandboxSharing = 'process' | 'file'

type Shared = { sandbox: Promise<Sandbox>; users: number }
const shared = new Map<string, Shared>()

/**
 * Runs a test file against one sandbox, each test on a clean ledger without restarting it: the
 * sandbox starts before the file's first test (or is reused: one per process with
 * `sharing: 'process'`), a snapshot is taken before each test and reverted after it — balances,
 * tokens, the mempool, the clock and the version come back exactly, and so does the mining mode
 * — and what the file's own `beforeAll` did is reverted after its last test. Returns a getter: the
 * sandbox exists once the hooks have run. Tests of one file must not run concurrently (they share
 * the ledger); files may, each against its own sandbox (`sharing: 'file'`) or worker.
 *
 * Defaults for tests: port 0, no log output. The controls must be on.
 *
 * @example
 * import { after, afterEach, before, beforeEach, test } from 'node:test'
 * import { useSandbox } from '@ledgernet/sandbox'
 * const sandbox = useSandbox({ beforeAll: before, beforeEach, afterEach, afterAll: after })
 * test('a transfer', async () => {
 *   await sandbox().setBalance(sandbox().accounts[1]!.address, 0n)
 * })
 */
export function useSandbox(
  hooks: TestHooks,
  options: SandboxOptions = {},
  sharing: SandboxSharing = 'file',
): () => Sandbox {
  const key = `${sharing}:${JSON.stringify(options, (_key, value) => (typeof value === 'bigint' ? `${value}n` : typeof value === 'function' ? `[function ${value.name}]` : value))}`
  let current: Sandbox | undefined
  let fileSnapshot: string | undefined
  let testSnapshot: { id: string; automine: boolean } | undefined
  hooks.beforeAll(async () => {
    let entry = sharing === 'process' ? shared.get(key) : undefined
    if (!entry) {
      entry = { sandbox: startSandbox({ logger: silentLogger, ...options }), users: 0 }
      if (sharing === 'process') shared.set(key, entry)
    }
    entry.users += 1
    current = await entry.sandbox
    if (sharing === 'process') fileSnapshot = await current.snapshot()
  })
  hooks.beforeEach(async () => {
    const sandbox = use()
    testSnapshot = { id: await sandbox.snapshot(), automine: sandbox.mining.mode === 'auto' }
  })
  hooks.afterEach(async () => {
    const sandbox = use()
    if (!testSnapshot) return
    const { id, automine } = testSnapshot
    testSnapshot = undefined
    await sandbox.revert(id)
    if ((sandbox.mining.mode === 'auto') !== automine) await sandbox.setAutomine(automine)
  })
  hooks.afterAll(async () => {
    // A shared sandbox goes back to what the next file expects; a file's own one stops.
    if (sharing === 'file') await current?.stop()
    else if (current && fileSnapshot) await current.revert(fileSnapshot)
    fileSnapshot = undefined
  })
  const use = (): Sandbox => {
    if (!current)
      throw new Error(
        'The sandbox is not started yet: use it inside a test or a hook, not while the file is collected.',
      )
    return current
  }
  return use
}
