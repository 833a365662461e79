import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { Sandbox } from '../../src/Sandbox.js'
import type { SandboxLogger } from '../../src/SandboxLogger.js'
import type { SandboxOptions } from '../../src/SandboxOptions.js'
import { startTestSandbox } from './testSandbox.js'

/**
 * Sandboxes over data directories of their own, for the tests of a file: `create()` makes an
 * empty temporary directory, `start(options)` starts a test sandbox (`startTestSandbox`) and
 * `defer(step)` adds a step of clean-up. After each test, what it made is undone, the latest
 * first: sandboxes stopped (again: a stop is harmless twice), then their directories removed.
 *
 * @example
 * const dataDirectories = useDataDirectories('ledgernet-data-dir-')
 * it('keeps the ledger across a restart', async () => {
 *   const dataDir = await dataDirectories.create()
 *   await (await dataDirectories.start({ dataDir })).stop()
 *   const reopened = await dataDirectories.start({ dataDir })
 * })
 */
export function useDataDirectories(prefix: string): {
  create(): Promise<string>
  start(options: SandboxOptions): Promise<Sandbox>
  defer(step: () => Promise<unknown> | unknown): void
} {
  const cleanup: (() => Promise<unknown> | unknown)[] = []
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })
  return {
    async create() {
      const directory = await mkdtemp(join(tmpdir(), prefix))
      cleanup.push(() => rm(directory, { recursive: true, force: true }))
      return directory
    },
    async start(options) {
      const sandbox = await startTestSandbox(options)
      cleanup.push(() => sandbox.stop())
      return sandbox
    },
    defer(step) {
      cleanup.push(step)
    },
  }
}

/**
 * A logger that keeps every line as `level message details` (the details as JSON), for tests
 * that check what the sandbox logged.
 *
 * @example
 * const logger = recordingLogger()
 * await startTestSandbox({ dataDir, logger })
 * expect(logger.lines.some((line) => line.startsWith('warn ') && /torn/.test(line))).toBe(true)
 */
export function recordingLogger(): SandboxLogger & { lines: string[] } {
  const lines: string[] = []
  const record = (level: string) => (message: string, details?: Record<string, unknown>) =>
    void lines.push(`${level} ${message} ${JSON.stringify(details ?? {})}`)
  return { lines, info: record('info'), warn: record('warn'), error: record('error') }
}
