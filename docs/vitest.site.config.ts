import { defineConfig } from 'vitest/config'

// `pnpm test:site`: builds the site once (test/siteSetup.ts), then checks its files — every page's
// links and anchors, everything a page loads, the search index (test/siteFiles.site.ts) — and opens
// the pages that differ from each other in headless Chromium (test/siteInBrowser.site.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.site.ts'],
    globalSetup: ['test/siteSetup.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
})
