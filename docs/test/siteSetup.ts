import { buildSite } from './buildSite.js'

/**
 * `pnpm test:site`'s global setup: builds the site once, as `pnpm docs:build` does, for the
 * checks of its files and those in Chromium. `LEDGERNET_DOCS_PREBUILT=1` keeps the last build
 * (for a rerun while working on the tests only).
 */
export default async function setup(): Promise<void> {
  if (process.env.LEDGERNET_DOCS_PREBUILT === '1') {
    console.log('docs: LEDGERNET_DOCS_PREBUILT=1, so the site was not rebuilt: it is the last `pnpm docs:build`')
    return
  }
  const { generateSeconds, buildSeconds } = await buildSite()
  console.log(`docs: generated in ${generateSeconds.toFixed(1)} s, built by VitePress in ${buildSeconds.toFixed(1)} s`)
}
