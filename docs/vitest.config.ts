import { defineConfig } from 'vitest/config'

// `pnpm test`: the guides' samples (compiled, and run against a sandbox). The site itself is
// built and checked by `pnpm test:site` (vitest.site.config.ts), a step of its own in CI.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})
