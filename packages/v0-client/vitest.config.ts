import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The test files share no state, so they share their modules: each worker loads the package
    // and its dependencies once, not once per file. Globals a test stubs are put back after it.
    isolate: false,
    unstubGlobals: true,
  },
})
