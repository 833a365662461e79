import { createMemorySandbox } from './createMemorySandbox.js'
import type { MemorySandbox, Sandbox } from './Sandbox.js'
import { SandboxError } from './SandboxError.js'
import { silentLogger } from './SandboxLogger.js'
import type { MemorySandboxOptions, SandboxOptions } from './SandboxOptions.js'

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

/**
 * `useSandbox`'s signature, the same in every entry: an in-memory sandbox by default, the HTTP one
 * with `{ http: true }` (Node).
 *
 * @example
 * const use: UseSandbox = useSandbox
 */
export type UseSandbox = {
  (hooks: TestHooks, options?: MemorySandboxOptions & { http?: false }, sharing?: SandboxSharing): () => MemorySandbox
  (hooks: TestHooks, options: SandboxOptions & { http: true }, sharing?: SandboxSharing): () => Sandbox
}

/** What `useSandbox` is given: the options of either kind of sandbox. */
export type UseSandboxOptions = (MemorySandboxOptions & { http?: false }) | (SandboxOptions & { http: true })

const shared = new Map<string, { sandbox: Promise<MemorySandbox> }>()

/**
 * The hooks of `useSandbox` around any way of starting a sandbox (`start`): one per file, or one
 * per process for the files that share `key`.
 *
 * @example
 * const sandbox = sandboxHooks(hooks, 'file', 'memory:{}', () => createMemorySandbox())
 */
export function sandboxHooks<S extends MemorySandbox>(
  hooks: TestHooks,
  sharing: SandboxSharing,
  key: string,
  start: () => S | Promise<S>,
): () => S {
  let current: S | undefined
  let fileSnapshot: string | undefined
  let testSnapshot: { id: string; automine: boolean } | undefined
  hooks.beforeAll(async () => {
    const shareKey = `${sharing}:${key}`
    let entry = sharing === 'process' ? shared.get(shareKey) : undefined
    if (!entry) {
      entry = { sandbox: Promise.resolve().then(start) }
      if (sharing === 'process') shared.set(shareKey, entry)
    }
    current = (await entry.sandbox) as S
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
  const use = (): S => {
    if (!current)
      throw new Error(
        'The sandbox is not started yet: use it inside a test or a hook, not while the file is collected.',
      )
    return current
  }
  return use
}

/** The options as a key: files whose options are the same share a sandbox per process. */
export function optionsKey(options: object): string {
  return JSON.stringify(options, (_key, value) =>
    typeof value === 'bigint' ? `${value}n` : typeof value === 'function' ? `[function ${value.name}]` : value,
  )
}

/**
 * Runs a test file against one in-memory sandbox (`createMemorySandbox`), each test on a clean
 * ledger without making a new one: the sandbox is made before the file's first test (or reused:
 * one per process with `sharing: 'process'`), a snapshot is taken before each test and reverted
 * after it — balances, tokens, the mempool, the clock and the version come back exactly, and so
 * does the mining mode — and what the file's own `beforeAll` did is reverted after its last test.
 * Returns a getter: the sandbox exists once the hooks have run. Tests of one file must not run
 * concurrently (they share the ledger); files may, each against its own sandbox — no port, no
 * process: runners' parallel workers each get their own. Give `sandbox().fetch` to the clients.
 *
 * Defaults for tests: no log output. The controls must be on. On Node, `{ http: true }` gives the
 * HTTP sandbox instead (`startSandbox`, a real port), for a suite that needs a socket; elsewhere
 * it throws `NEEDS_NODE`.
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
  if (options.http === true)
    throw new SandboxError('useSandbox({ http: true }) needs Node: this runtime has no socket to listen on.', {
      code: 'NEEDS_NODE',
      hint: 'leave http out (the in-memory sandbox, through its fetch), or run the suite in Node',
    })
  const { http: _http, ...memory } = options
  return sandboxHooks(hooks, sharing, `memory:${optionsKey(memory)}`, () =>
    createMemorySandbox({ logger: silentLogger, ...memory }),
  ) as () => Sandbox
}
