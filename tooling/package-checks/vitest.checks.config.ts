import { defineConfig } from 'vitest/config'

// `pnpm check`: the checks that pack, install, bundle and open a browser. One file at a time
// (they share the packed tarballs and install projects; the machine has two cores).
export default defineConfig({
  test: {
    include: ['checks/**/*.check.ts'],
    globalSetup: ['checks/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
