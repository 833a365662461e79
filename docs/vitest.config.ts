import { packageTests } from '../vitest.shared.js'

// `pnpm test`: the guides' samples (compiled, and run against a sandbox). The site itself is
// built and checked by `pnpm test:site` (vitest.site.config.ts), a step of its own in CI. Each
// file has its own module graph: the samples run in this process.
export default packageTests({
  include: ['test/**/*.test.ts'],
  isolate: true,
  testTimeout: 120_000,
  hookTimeout: 60_000,
})
