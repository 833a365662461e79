import { defineConfig } from 'vitest/config'

// `pnpm test:site`: builds the site and opens it in headless Chromium (test/site.browser.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.browser.ts'],
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
})
