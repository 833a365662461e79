import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/sharedSandbox.ts'],
    // The end-to-end files spawn the built CLI against sandboxes on port 0; the machine is shared
    // and has two cores, so the limits are generous (they bound a hang, they are not speed targets).
    testTimeout: 120_000,
    // The files mostly wait for the CLI processes they spawn: two at a time keep both cores busy
    // (vitest's default on two cores is one).
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
})
