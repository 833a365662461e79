import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The test files share no state but the read-only caches of checked keys, so they can share
    // their modules: loading @ledgernet/crypto and noble once per worker, not once per file,
    // halves the suite's time.
    isolate: false,
  },
})
