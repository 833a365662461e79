import { packageTests } from '../../vitest.shared.js'

// `pnpm test`: the fast unit tests of the helpers. The packing, installing and browser checks
// are `pnpm check` (vitest.checks.config.ts), which CI runs as its own step.
export default packageTests({ include: ['src/**/*.test.ts'] })
