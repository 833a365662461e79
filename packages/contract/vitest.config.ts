import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Sandboxes and example servers are started per file on port 0; files run in parallel.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share no state but the compiled spec validators (read-only), so they can share
    // their modules: compiling the four specs once per worker, not once per file.
    isolate: false,
  },
})
