import { packageTests } from '../../vitest.shared.js'

// The tests run the CLI in process (`runLedgernet`: runCli with collected output) against one
// sandbox for every file (`globalSetup`). End-to-end files run against sandboxes on port 0; the
// machine is shared and has two cores, so the limits are generous (they bound a hang, they are
// not speed targets).
export default packageTests({
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/testing/sharedSandbox.ts'],
  testTimeout: 120_000,
  hookTimeout: 60_000,
})
