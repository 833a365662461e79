// The built site in a real browser: serves the build on a free port and drives Debian's Chromium
// (no network: everything the pages need is in the folder) through the pages that differ from each
// other — the home page, every guide and the errors guide (each written by hand, with its own
// markup and diagrams), the API index and one API page of each kind TypeDoc writes (the other API
// pages are the same template with other text; test/siteFiles.site.ts checks every page's links,
// anchors and files). Each opens and starts (hydrates) without a console error, an uncaught error
// or a failed request, and the links it shows once started lead to pages and anchors that exist.
// The search box finds `transfer`, `FEE_TOO_HIGH`, `Sandbox` and `balance` (with the config's ranking); the three diagrams are drawn as SVG;
// screenshots go to artifacts/docs/ at the repository root.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath, launchChromium } from '@ledgernet/test-support/chromium'
import { serveDirectory } from '@ledgernet/test-support/serveDirectory'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { repositoryRoot } from '../scripts/publishedEntryPoints.mjs'
import { siteDir } from './buildSite.js'
import { inParallel } from './inParallel.js'
import { pageOf, siteIndex } from './siteIndex.js'
import { prosePages } from './sitePages.js'

const tabs = 2
const artifacts = join(repositoryRoot, 'artifacts', 'docs')
const index = siteIndex(siteDir)

/** The pages that differ from each other: the hand-written ones, the API index, one API page of each kind. */
const distinctPages = [
  ...prosePages().map((page) => `/${page.replace(/\.md$/, '.html')}`),
  '/api/index.html',
  '/api/flows/index.html',
  ...['classes', 'functions', 'interfaces', 'type-aliases', 'variables'].map(
    (kind) => index.pages.find((page) => new RegExp(`^/api/[^/]+/${kind}/`).test(page))!,
  ),
]

let site: Awaited<ReturnType<typeof serveDirectory>>
let browser: Awaited<ReturnType<typeof launchChromium>>

beforeAll(async () => {
  if (!existsSync(chromiumPath))
    throw new Error(`${chromiumPath} is missing: run \`node tooling/package-checks/scripts/ensure-chromium.mjs\``)
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
    { timeout: 10_000 },
  )
}

it('chooses the home page, every guide, the errors guide, and an API page of each kind', () => {
  expect(distinctPages).toContain('/index.html')
  expect(distinctPages).toContain('/guide/errors.html')
  expect(distinctPages).toContain('/guide/getting-started.html')
  expect(distinctPages.filter((page) => page === undefined || !index.pages.includes(page))).toEqual([])
  expect(distinctPages.length).toBeGreaterThan(15)
})

it('opens each of them in Chromium without a console error, a failed request or a broken link once started', async () => {
  const problems: string[] = []
  const links = new Map<string, string>() // link → a page that has it
  const lanes = await Promise.all(Array.from({ length: tabs }, watchedTab))
  await inParallel(distinctPages, lanes, async (path, tab) => {
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
    const ids = index.ids.get(pageOf(url.pathname))
    if (ids === undefined) problems.push(`${from}: broken link to ${url.pathname}`)
    else if (url.hash.length > 1 && !ids.has(decodeURIComponent(url.hash.slice(1))))
      problems.push(`${from}: link to a missing anchor ${url.pathname}${url.hash}`)
  }
  expect(problems).toEqual([])
  expect(links.size).toBeGreaterThan(distinctPages.length)
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

it('the search box finds `transfer`, `FEE_TOO_HIGH`, `Sandbox` (its own type first) and `balance` (the guide first)', async () => {
  const { page, problems } = await watchedTab()
  const search = await searchBox(page)
  const transfer = await search('transfer', '/api/flows/functions/transfer.html')
  expect(transfer.found, transfer.results.join('\n')).toBe(true)
  expect(transfer.results).toContain('/guide/getting-started.html#install-and-first-transfer')
  await page.screenshot({ path: join(artifacts, 'search.png') })
  const fee = await search('FEE_TOO_HIGH', '/guide/errors.html#fee_too_high')
  expect(fee.found, fee.results.join('\n')).toBe(true)
  // The config's ranking runs in the page: the name searched for comes before names that begin with it.
  const sandbox = await search('Sandbox', '/api/sandbox/type-aliases/Sandbox.html')
  expect(sandbox.found, sandbox.results.join('\n')).toBe(true)
  expect(sandbox.results.slice(0, 3).some((link) => link.startsWith('/api/sandbox/type-aliases/Sandbox.html'))).toBe(
    true,
  )
  // A plain word finds the guide's section about it first, not the types whose names begin with it.
  const balance = await search('balance', '/guide/payouts.html#balances')
  expect(balance.found, balance.results.join('\n')).toBe(true)
  expect(balance.results[0], balance.results.join('\n')).toBe('/guide/payouts.html#balances')
  expect(problems).toEqual([])
  await page.close()
})

/**
 * The pairs of a drawn diagram that a reader cannot tell apart: an edge's label over another edge's
 * label, or over a node's box (on screen, in CSS pixels; a pixel of contact is not an overlap).
 */
async function overlappingLabels(diagram: Locator): Promise<string[]> {
  return diagram.evaluate((svg) => {
    type Box = { what: string; left: number; top: number; right: number; bottom: number }
    const boxOf = (element: Element, what: string): Box | undefined => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect()
      return width > 0 && height > 0 ? { what, left, top, right, bottom } : undefined
    }
    const labels = [...svg.querySelectorAll('g.edgeLabel')]
      .filter((label) => (label.textContent ?? '').trim() !== '')
      .map((label) => boxOf(label, `label "${label.textContent?.trim()}"`))
      .filter((box): box is Box => box !== undefined)
    const nodes = [...svg.querySelectorAll('g.node')]
      .map((node) => boxOf(node, `box "${node.textContent?.trim().slice(0, 30)}"`))
      .filter((box): box is Box => box !== undefined)
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
    const pairs: string[] = []
    labels.forEach((label, index) => {
      for (const other of [...labels.slice(index + 1), ...nodes])
        if (overlap(label, other)) pairs.push(`${label.what} × ${other.what}`)
    })
    return pairs
  })
}

it('draws the three diagrams as SVG, no label over another or over a box: the package layers, the transaction lifecycle, the sandbox on one port', async () => {
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
    expect(await overlappingLabels(diagram), `${path}: labels drawn over each other or over a box`).toEqual([])
    await diagram.screenshot({ path: join(artifacts, shot) })
  }
  expect(problems).toEqual([])
  await page.close()
})

it("shows every name of an API page's sidebar whole: a long name wraps where its words meet, never cut", async () => {
  const { page, problems } = await watchedTab()
  await page.goto(`${site.url}/api/flows/functions/transfer.html`)
  await hydrated(page)
  const names = page.locator('.VPSidebar .VPSidebarItem .text')
  await names.first().waitFor()
  // A name is cut when it runs past its own box or past the sidebar's edge (which hides what overflows).
  const cut = await names.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const edge = element.closest('.VPSidebar')!.getBoundingClientRect().right
        return element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > edge
      })
      .map((element) => element.textContent),
  )
  expect(await names.count()).toBeGreaterThan(50)
  expect(await names.allTextContents()).toContain('CreateNonFungibleResourceErrorType')
  expect(cut).toEqual([])
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
