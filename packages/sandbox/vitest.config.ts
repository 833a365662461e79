import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Each file starts its own sandboxes on port 0; files run in parallel. Sharing modules
    // within a worker compiles the spec validators once per worker instead of once per file.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
