import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))
// vitest looks for a config upwards from where it runs: in a package without its own
// vitest.config.ts it would find this one and run every package's tests.
if (process.cwd() !== root.replace(/\/$/, ''))
  throw new Error(
    `${process.cwd()} has no vitest.config.ts: every package declares its own (see docs/architecture.md, Tests)`,
  )

// `pnpm test:unit`: every package's vitest tests in one run — one process, its workers shared by
// all the packages (each package keeps its own vitest.config.ts: includes, timeouts, isolation).
export default defineConfig({
  test: {
    projects: ['packages/*', 'specs', 'tooling/codegen', 'tooling/test-support', 'tooling/package-checks', 'docs'],
    // Two cores; many tests wait on sandboxes and child processes, so one worker per core keeps both busy.
    maxWorkers: 2,
  },
})
