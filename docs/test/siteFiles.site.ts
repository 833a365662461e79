// The built site, read from its files (what a static host serves): every page is there; every
// link of every page leads to a page of the site and its #anchor to an element of that page;
// every file a page makes the browser load — scripts, styles, preloads, icons, images, the page's
// own modules and what they import in turn — exists; the local search index lists every exported
// name on its own page among the results the search box shows. test/siteInBrowser.site.ts opens
// the pages that differ from each other in Chromium.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LedgernetError, type LedgernetErrorCode } from '@ledgernet/errors'
import { indexExports } from '@ledgernet/test-support/indexExports'
import { expect, it } from 'vitest'
import { readErrorsSource } from '../scripts/generateErrorsGuide.mjs'
import { publishedPackages, repositoryRoot } from '../scripts/publishedEntryPoints.mjs'
import { siteDir } from './buildSite.js'
import { loadSearchIndex, searchBoxOptions, searchBoxResults, searchBoxSource } from './searchIndex.js'
import { pageOf, siteIndex } from './siteIndex.js'
import { docsDir } from './sitePages.js'
import {
  assetReferences,
  pageLinks,
  pageModules,
  pageResources,
  type SiteReference,
  siteHasFile,
} from './siteReferences.js'

const index = siteIndex(siteDir)
const where = ({ from, url }: SiteReference) => `${from}: ${url.pathname}${url.hash}`

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

it('every link of every page leads to a page of the site, and its #anchor to an element of that page', () => {
  const links = index.pages.flatMap((page) => pageLinks(siteDir, page))
  const problems: string[] = []
  for (const link of links) {
    const ids = index.ids.get(pageOf(link.url.pathname))
    if (ids === undefined) problems.push(`${where(link)}: a link to no page`)
    else if (link.url.hash.length > 1 && !ids.has(decodeURIComponent(link.url.hash.slice(1))))
      problems.push(`${where(link)}: a link to a missing anchor`)
  }
  expect(problems).toEqual([])
  // The sidebar, navigation and pager alone give each page several links.
  expect(links.length).toBeGreaterThan(index.pages.length * 3)
})

it('every file a page loads exists: scripts, styles, preloads, icons, images, its own modules, and what they load in turn', () => {
  const hashes = JSON.parse(readFileSync(join(siteDir, 'hashmap.json'), 'utf8')) as Record<string, string>
  const problems: string[] = []
  const loaded = [...index.pages.flatMap((page) => pageResources(siteDir, page)), ...assetReferences(siteDir)]
  for (const reference of loaded)
    if (!siteHasFile(siteDir, reference.url.pathname)) problems.push(`${where(reference)}: no such file (HTTP 404)`)
  for (const page of index.pages) {
    const modules = pageModules(page, hashes)
    if (modules === undefined) problems.push(`${page}: hashmap.json has no module for it, so the router cannot show it`)
    for (const module of modules ?? []) if (!siteHasFile(siteDir, module)) problems.push(`${page}: no ${module}`)
  }
  expect(problems).toEqual([])
  expect(loaded.filter(({ url }) => url.pathname.endsWith('.woff2')).length, 'the fonts of the CSS').toBeGreaterThan(0)
  expect(loaded.filter(({ from }) => from.startsWith('/assets/')).length, 'the imports of the chunks').toBeGreaterThan(
    50,
  )
})

it("searches as VitePress's search box does: its options, its first 16 results", () => {
  const box = searchBoxSource()
  expect(box).toContain(`fields: ${JSON.stringify(searchBoxOptions.fields).replaceAll('"', "'").replaceAll(',', ', ')}`)
  expect(box).toContain(
    `storeFields: ${JSON.stringify(searchBoxOptions.storeFields).replaceAll('"', "'").replaceAll(',', ', ')}`,
  )
  expect(box).toMatch(/fuzzy: 0\.2,\s+prefix: true,\s+boost: \{ title: 4, text: 2, titles: 1 \}/)
  expect(box, "the box spreads the config's searchOptions over its own").toMatch(
    /boost: \{ title: 4, text: 2, titles: 1 \},\s+\.\.\.\(theme\.value\.search\?\.provider === 'local' &&\s+theme\.value\.search\.options\?\.miniSearch\?\.searchOptions\)/,
  )
  expect(box).toContain(`.slice(0, ${searchBoxResults})`)
})

it('the search finds `transfer` and `FEE_TOO_HIGH`', async () => {
  const { search } = await loadSearchIndex(siteDir)
  expect(search('transfer').some((id) => id.startsWith('/api/flows/functions/transfer.html'))).toBe(true)
  expect(search('transfer')).toContain('/guide/getting-started.html#install-and-first-transfer')
  expect(search('FEE_TOO_HIGH').some((id) => id.startsWith('/guide/errors.html#fee_too_high'))).toBe(true)
})

it("the search ranks a guide's section about a word first, and an exported name's own page before names that begin with it", async () => {
  const { search } = await loadSearchIndex(siteDir)
  // Not the types whose names begin with the word (BalanceSet, BalanceChange): the guide's section.
  expect(search('balance')[0]).toBe('/guide/payouts.html#balances')
  expect(search('Balance')[0]).toBe('/guide/payouts.html#balances')
  expect(search('Sandbox')[0]).toBe('/api/sandbox/type-aliases/Sandbox.html#type-alias-sandbox')
  expect(search('getBalance')[0]).toBe('/api/flows/functions/getBalance.html#function-getbalance')
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

  const { search } = await loadSearchIndex(siteDir)
  const missing = exported
    .map(({ name, page }) => ({ name, page, results: search(name) }))
    .filter(({ page, results }) => !results.some((id) => id.startsWith(page)))
    .map(({ name, page, results }) => `${name} → ${page} not among: ${results.slice(0, 5).join(', ')}`)
  expect(missing).toEqual([])
})
