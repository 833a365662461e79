import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The pages of a built site (every `.html` but the 404 page) as URL paths (`/guide/tokens.html`),
 * and for each the element ids it holds, so that a link's `#anchor` can be checked without opening
 * its page.
 *
 * @example
 * const { pages, ids } = siteIndex(siteDir)
 */
export function siteIndex(siteDir: string): { pages: string[]; ids: Map<string, Set<string>> } {
  const pages = (readdirSync(siteDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => `/${file}`)
    .sort()
  const ids = new Map(
    pages.map((page) => {
      const html = readFileSync(join(siteDir, page), 'utf8')
      return [page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeHtml(id!)))] as const
    }),
  )
  return { pages, ids }
}

/** The page a site path names: a folder's index.html, and the path decoded. */
export function pageOf(pathname: string): string {
  const path = decodeURIComponent(pathname)
  return path.endsWith('/') ? `${path}index.html` : path
}

function decodeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!,
  )
}
