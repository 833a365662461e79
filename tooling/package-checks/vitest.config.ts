import { defineConfig } from 'vitest/config'

// `pnpm test`: the fast unit tests of the helpers. The packing, installing and browser checks
// are `pnpm check` (vitest.checks.config.ts), which CI runs as its own step.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The helpers' tests share no state: a worker loads them once for all its files.
    isolate: false,
  },
})
