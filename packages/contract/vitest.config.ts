import { packageTests } from '../../vitest.shared.js'

// Sandboxes and example servers are started per file on port 0; files run in parallel. The files
// share no state but the compiled spec validators (read-only), so they share their modules:
// compiling the four specs once per worker, not once per file.
export default packageTests({
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
})
