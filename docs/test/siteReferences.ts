import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a built page or asset points inside the site, and the file that says so. */
export type SiteReference = { from: string; url: URL }

/** The origin references are resolved against: the site's root on a static host. */
const siteOrigin = 'http://site.invalid'

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!,
  )

/**
 * The links of a built page (`<a href>`), resolved against the page's URL as a browser does,
 * with the page's own path: what a reader can follow from the server-rendered page, sidebar,
 * navigation and pager included. Links to other origins are left out.
 *
 * @example
 * pageLinks(siteDir, '/guide/tokens.html') // [{ from: '/guide/tokens.html', url: URL('http://site.invalid/guide/errors.html#…') }, …]
 */
export function pageLinks(siteDir: string, page: string): SiteReference[] {
  const html = readFileSync(join(siteDir, page), 'utf8')
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)]
    .map(([, href]) => ({ from: page, url: new URL(decode(href!), `${siteOrigin}${page}`) }))
    .filter(({ url }) => url.origin === siteOrigin)
}

/**
 * What the browser loads for a built page before anything is clicked: its scripts, stylesheets,
 * preloads, icons and images, resolved against the page's URL (other origins left out).
 *
 * @example
 * pageResources(siteDir, '/index.html').map(({ url }) => url.pathname) // ['/assets/style.x5ztuL8n.css', …]
 */
export function pageResources(siteDir: string, page: string): SiteReference[] {
  const html = readFileSync(join(siteDir, page), 'utf8')
  const tags = [
    ...html.matchAll(/<(?:script|img|source|iframe)\s[^>]*?\bsrc="([^"]*)"/g),
    ...html.matchAll(/<link\s[^>]*?\bhref="([^"]*)"/g),
  ]
  return tags
    .map(([, value]) => ({ from: page, url: new URL(decode(value!), `${siteOrigin}${page}`) }))
    .filter(({ url }) => url.origin === siteOrigin)
}

/**
 * Every file the built scripts and stylesheets under `assets/` load in their turn: the chunks
 * they import (statically, dynamically, or through Vite's preload list, written relative to the
 * site's root) and the fonts and images of `url(…)` in the CSS.
 *
 * @example
 * assetReferences(siteDir).filter(({ url }) => url.pathname.endsWith('.woff2')).length // > 0
 */
export function assetReferences(siteDir: string): SiteReference[] {
  const found: SiteReference[] = []
  const files = (readdirSync(join(siteDir, 'assets'), { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `/assets/${file.split('\\').join('/')}`)
    .filter((file) => /\.(m?js|css)$/.test(file))
  for (const file of files) {
    const text = readFileSync(join(siteDir, file), 'utf8')
    // `import … from"./x.js"`, `import"./x.js"`, `import("./x.js")`, as Rollup writes them.
    const imports = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']((?:\.{1,2}\/|\/)[^"']+)["']/g)].map(
      ([, specifier]) => specifier!,
    )
    // Vite's preload list (`__vite__mapDeps`), written relative to the site's root.
    const preloads = [...text.matchAll(/m\.f=\[([^\]]*)\]/g)].flatMap(([, list]) =>
      [...list!.matchAll(/"([^"]+)"/g)].map(([, path]) => `/${path}`),
    )
    const urls = [...text.matchAll(/url\(["']?((?:\.{1,2}\/|\/)[^"')]+)["']?\)/g)].map(([, path]) => path!)
    for (const reference of [...imports, ...preloads, ...urls])
      found.push({ from: file, url: new URL(reference, `${siteOrigin}${file}`) })
  }
  return found
}

/**
 * The modules VitePress's router loads to show `page` (its `.js`, and the `.lean.js` a first visit
 * hydrates with), as `pathToFile` of vitepress/dist/client/app/utils.js names them from the hash
 * map the build wrote (`hashes`: hashmap.json): undefined when the map has no entry for the page.
 *
 * @example
 * const hashes = JSON.parse(readFileSync(join(siteDir, 'hashmap.json'), 'utf8'))
 * pageModules('/guide/tokens.html', hashes) // ['/assets/guide_tokens.md.BwgyMVhE.js', '/assets/guide_tokens.md.BwgyMVhE.lean.js']
 */
export function pageModules(page: string, hashes: Readonly<Record<string, string>>): string[] | undefined {
  let name = `${
    decodeURIComponent(page.replace(/\.html$/, '').replace(/\/$/, '/index'))
      .slice(1)
      .replace(/\//g, '_') || 'index'
  }.md`
  let hash = hashes[name.toLowerCase()]
  if (hash === undefined) {
    name = name.endsWith('_index.md') ? `${name.slice(0, -9)}.md` : `${name.slice(0, -3)}_index.md`
    hash = hashes[name.toLowerCase()]
  }
  return hash === undefined ? undefined : [`/assets/${name}.${hash}.js`, `/assets/${name}.${hash}.lean.js`]
}

/** Whether the site has a file at a URL path (`/assets/app.js`; a folder's index.html for `/api/`). */
export function siteHasFile(siteDir: string, pathname: string): boolean {
  const path = decodeURIComponent(pathname)
  return existsSync(join(siteDir, path.endsWith('/') ? `${path}index.html` : path))
}
