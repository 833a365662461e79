import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/sharedSandbox.ts'],
    // The tests run the CLI in process (`runLedgernet`: runCli with collected output) and share
    // no state but the sandbox, so a worker loads the CLI once for all its files.
    isolate: false,
    // End-to-end files run against sandboxes on port 0; the machine is shared and has two cores,
    // so the limits are generous (they bound a hang, they are not speed targets).
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})
