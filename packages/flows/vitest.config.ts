import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Each file starts its own sandbox on port 0, so files run in parallel safely.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
