import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MiniSearch from 'minisearch'
import { searchOptions } from '../.vitepress/search.mjs'

/**
 * The options VitePress's search box (vitepress/dist/client/theme-default/components/
 * VPLocalSearchBox.vue) loads the index with and searches it by: its own, then the config's
 * `miniSearch.searchOptions` (.vitepress/search.mjs) over them, as the box spreads them.
 * `searchBoxSource` lets a test check the box still says so after an upgrade.
 */
export const searchBoxOptions = {
  fields: ['title', 'titles', 'text'],
  storeFields: ['title', 'titles'],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 }, ...searchOptions },
}

/** How many results the search box lists: the first 16 of the index's answer. */
export const searchBoxResults = 16

/** The source of VitePress's search box component, as installed. */
export function searchBoxSource(): string {
  const vitepress = createRequire(import.meta.url).resolve('vitepress/package.json')
  return readFileSync(
    join(vitepress, '..', 'dist', 'client', 'theme-default', 'components', 'VPLocalSearchBox.vue'),
    'utf8',
  )
}

/**
 * The local search of a built site as its search box runs it: the index the build wrote
 * (assets/chunks/@localSearchIndexroot.*.js), loaded by MiniSearch with the box's options, and a
 * `search` that answers the links (`/guide/tokens.html#mint`) of the results the box lists for a
 * query, in its order.
 *
 * @example
 * const { search } = await loadSearchIndex(siteDir)
 * search('transfer') // ['/api/flows/functions/transfer.html#transfer', …]
 */
export async function loadSearchIndex(
  siteDir: string,
): Promise<{ documents: number; search(query: string): string[] }> {
  const chunks = join(siteDir, 'assets', 'chunks')
  const files = readdirSync(chunks).filter((file) => /^@localSearchIndexroot\.[\w-]+\.js$/.test(file))
  if (files.length !== 1) throw new Error(`expected one local search index in ${chunks}, found ${files.length}`)
  const { default: json } = (await import(pathToFileURL(join(chunks, files[0]!)).href)) as { default: string }
  const index = MiniSearch.loadJSON<{ title: string; titles: string[] }>(json, searchBoxOptions)
  return {
    documents: index.documentCount,
    search: (query) =>
      index
        .search(query)
        .slice(0, searchBoxResults)
        .map((result) => String(result.id)),
  }
}
