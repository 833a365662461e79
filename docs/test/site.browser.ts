// The built site in a real browser: builds it as `pnpm docs:build` does, serves the output folder
// on a free port, and drives Debian's Chromium (no network: everything the pages need is in the
// folder). Every page opens without a console error, a failed request or a broken internal link;
// the errors guide has every code's section at the anchor of its `docsUrl`; the local search finds
// `transfer`, `FEE_TOO_HIGH` and every exported name; the three diagrams are drawn as SVG;
// screenshots go to artifacts/docs/ at the repository root.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LedgernetError, type LedgernetErrorCode } from '@ledgernet/errors'
import { chromiumPath, launchChromium } from '@ledgernet/test-support/chromium'
import { indexExports } from '@ledgernet/test-support/indexExports'
import { serveDirectory } from '@ledgernet/test-support/serveDirectory'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readErrorsSource } from '../scripts/generateErrorsGuide.mjs'
import { publishedPackages, repositoryRoot } from '../scripts/publishedEntryPoints.mjs'
import { buildSite, siteDir } from './buildSite.js'
import { inParallel } from './inParallel.js'
import { pageOf, siteIndex } from './siteIndex.js'
import { docsDir } from './sitePages.js'

const tabs = 3
const artifacts = join(repositoryRoot, 'artifacts', 'docs')

let site: Awaited<ReturnType<typeof serveDirectory>>
let browser: Awaited<ReturnType<typeof launchChromium>>
let index: ReturnType<typeof siteIndex>

beforeAll(async () => {
  if (!existsSync(chromiumPath))
    throw new Error(`${chromiumPath} is missing: run \`node tooling/package-checks/scripts/ensure-chromium.mjs\``)
  if (process.env.LEDGERNET_DOCS_PREBUILT === '1') {
    // For a rerun while working on the tests only: the site in .vitepress/dist is opened as it is.
    console.log('docs: LEDGERNET_DOCS_PREBUILT=1, so the site was not rebuilt: it is the last `pnpm docs:build`')
  } else {
    const { generateSeconds, buildSeconds } = await buildSite()
    console.log(
      `docs: generated in ${generateSeconds.toFixed(1)} s, built by VitePress in ${buildSeconds.toFixed(1)} s`,
    )
  }
  index = siteIndex(siteDir)
  site = await serveDirectory(siteDir, { cacheControl: 'max-age=600' })
  browser = await launchChromium()
  mkdirSync(artifacts, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

/** A tab that records what goes wrong on it: console errors, uncaught errors, failed or 4xx/5xx requests. */
async function watchedTab(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    // Leaving a page aborts the prefetches VitePress started for its links: not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return { page, problems }
}

/** Resolves once VitePress's Vue app has taken over the server-rendered page. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__ !== undefined,
    undefined,
    {
      timeout: 10_000,
    },
  )
}

it('has every page: the guides, the generated errors guide and one API page per export', () => {
  expect(index.pages).toContain('/index.html')
  expect(index.pages).toContain('/guide/errors.html')
  expect(index.pages).toContain('/api/flows/functions/transfer.html')
  expect(index.pages.filter((page) => page.startsWith('/api/')).length).toBeGreaterThan(300)
})

it("the errors guide has a section for every code, at the anchor an error's docsUrl ends with", () => {
  const ids = index.ids.get('/guide/errors.html') ?? new Set()
  const codes = readErrorsSource().groups.flatMap((group) => group.codes.map(({ code }) => code))
  expect(codes.length).toBeGreaterThan(30)
  const anchorOf = (code: string) => {
    const { docsUrl } = new LedgernetError('-', { code: code as LedgernetErrorCode })
    return new URL(docsUrl).hash.slice(1)
  }
  expect(codes.filter((code) => !ids.has(anchorOf(code)))).toEqual([])
})

it('opens every page in Chromium without a console error, a failed request or a broken internal link', async () => {
  const problems: string[] = []
  const links = new Map<string, string>() // link → a page that has it
  const lanes = await Promise.all(Array.from({ length: tabs }, watchedTab))
  await inParallel(index.pages, lanes, async (path, tab) => {
    tab.problems.length = 0
    await tab.page.goto(`${site.url}${path}`, { waitUntil: 'load' })
    await hydrated(tab.page).catch(() => tab.problems.push('the page did not start (hydrate) within 10 s'))
    for (const href of await tab.page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    )) {
      if (href.startsWith(site.url) && !links.has(href)) links.set(href, path)
    }
    problems.push(...tab.problems.map((problem) => `${path}: ${problem}`))
  })
  await Promise.all(lanes.map((lane) => lane.page.close()))

  for (const [href, from] of links) {
    const url = new URL(href)
    const page = pageOf(url.pathname)
    const ids = index.ids.get(page)
    if (ids === undefined) problems.push(`${from}: broken link to ${url.pathname}`)
    else if (url.hash.length > 1 && !ids.has(decodeURIComponent(url.hash.slice(1))))
      problems.push(`${from}: link to a missing anchor ${url.pathname}${url.hash}`)
  }
  expect(problems).toEqual([])
  expect(links.size).toBeGreaterThan(index.pages.length)
})

/** Opens the local search on a tab (Ctrl+K) and returns a function that searches and lists the result links. */
async function searchBox(page: Page) {
  await page.goto(`${site.url}/index.html`)
  await hydrated(page)
  await page.keyboard.press('Control+k')
  const input = page.locator('#localsearch-input')
  await input.waitFor()
  /** Types `query` and waits until a result links to `expected` (a path, and an anchor if given). */
  return async (query: string, expected: string): Promise<{ found: boolean; results: string[] }> => {
    await input.fill(query)
    const found = await page
      .waitForFunction(
        (target) =>
          [...document.querySelectorAll<HTMLAnchorElement>('#localsearch-list a.result')].some((a) =>
            `${a.pathname}${a.hash}`.startsWith(target),
          ),
        expected,
        { timeout: 5_000, polling: 50 },
      )
      .then(
        () => true,
        () => false,
      )
    const results = await page.$$eval('#localsearch-list a.result', (anchors) =>
      anchors.map((a) => `${(a as HTMLAnchorElement).pathname}${(a as HTMLAnchorElement).hash}`),
    )
    return { found, results }
  }
}

it('the search finds `transfer` and `FEE_TOO_HIGH`', async () => {
  const { page, problems } = await watchedTab()
  const search = await searchBox(page)
  const transfer = await search('transfer', '/api/flows/functions/transfer.html')
  expect(transfer.found, transfer.results.join('\n')).toBe(true)
  expect(transfer.results).toContain('/guide/getting-started.html#install-and-first-transfer')
  await page.screenshot({ path: join(artifacts, 'search.png') })
  const fee = await search('FEE_TOO_HIGH', '/guide/errors.html#fee_too_high')
  expect(fee.found, fee.results.join('\n')).toBe(true)
  expect(problems).toEqual([])
  await page.close()
})

it('the search finds every exported name, on its own page', async () => {
  type SidebarItem = { text: string; link?: string; items?: SidebarItem[] }
  const sidebar = JSON.parse(readFileSync(join(docsDir, 'api', 'typedoc-sidebar.json'), 'utf8')) as SidebarItem[]
  const leaves = (items: SidebarItem[]): { name: string; page: string }[] =>
    items.flatMap((item) =>
      item.items
        ? leaves(item.items)
        : item.link
          ? [{ name: item.text, page: item.link.replace(/\.md$/, '.html') }]
          : [],
    )
  const exported = sidebar.flatMap((module) => leaves(module.items ?? []))
  // TypeDoc's pages cover what the packages' index.ts files name (crypto re-exports a module with `export *`).
  const documented = new Set(exported.map(({ name }) => name))
  const named = publishedPackages().flatMap((pkg) =>
    indexExports(new URL(`${pkg.folder}/src/`, `file://${repositoryRoot}/`)).map(([name]) => name),
  )
  expect(named.filter((name) => !documented.has(name))).toEqual([])
  expect(exported.length).toBeGreaterThan(300)

  const missing: string[] = []
  const lanes = await Promise.all(Array.from({ length: tabs }, async () => searchBox((await watchedTab()).page)))
  await inParallel(exported, lanes, async ({ name, page }, search) => {
    const { found, results } = await search(name, page)
    if (!found) missing.push(`${name} → ${page} not among: ${results.slice(0, 5).join(', ')}`)
  })
  expect(missing).toEqual([])
})

it('draws the three diagrams as SVG: the package layers, the transaction lifecycle, the sandbox on one port', async () => {
  const { page, problems } = await watchedTab()
  for (const [path, shot] of [
    ['/index.html', 'home.png'],
    ['/guide/interfaces.html', 'lifecycle.png'],
    ['/guide/testing.html', 'sandbox.png'],
  ] as const) {
    await page.goto(`${site.url}${path}`)
    const diagram = page.locator('figure.mermaid-diagram[data-rendered="true"] svg').first()
    await diagram.waitFor({ timeout: 20_000 })
    expect(await diagram.locator('g').count(), path).toBeGreaterThan(3)
    await diagram.screenshot({ path: join(artifacts, shot) })
  }
  expect(problems).toEqual([])
  await page.close()
})

it('saves screenshots of the home page, a guide and an API page', async () => {
  const { page, problems } = await watchedTab()
  for (const [path, shot] of [
    ['/index.html', 'home-top.png'],
    ['/guide/getting-started.html', 'guide.png'],
    ['/api/flows/functions/transfer.html', 'api.png'],
  ] as const) {
    await page.goto(`${site.url}${path}`)
    await hydrated(page)
    await page.screenshot({ path: join(artifacts, shot), fullPage: path !== '/index.html' })
  }
  expect(problems).toEqual([])
  await page.close()
})
