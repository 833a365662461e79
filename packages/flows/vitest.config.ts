import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Each file starts its own sandbox on port 0, so files run in parallel safely; they share no
    // other state, so a worker loads the packages once for all its files (isolate: false).
    isolate: false,
    unstubGlobals: true,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
