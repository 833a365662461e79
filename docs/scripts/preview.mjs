#!/usr/bin/env node
// `docs:preview`: serves the built site as VitePress's own preview does (sirv, the same cache
// headers, 404.html for a missing page), but on 127.0.0.1 only. `vitepress preview` has no host
// option and listens on every interface, which would publish a work-in-progress site to the
// network the machine is on.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import sirv from 'sirv'

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Serves a built VitePress site (`dir`, default `.vitepress/dist`) under `base` (the config's
 * `DOCS_BASE`, default `/`) on `host`:`port` — 127.0.0.1 unless another host is asked for, port 0
 * for a free one. Assets (content-hashed, under `assets/`) are cached for a year, pages are
 * revalidated, and a missing page answers the site's 404 page with status 404.
 *
 * @param {{ dir?: string, host?: string, port?: number, base?: string }} [options]
 * @returns {Promise<{ url: string, host: string, port: number, close(): Promise<void> }>}
 *
 * @example
 * const site = await previewSite({ port: 0 })
 * console.log(site.url) // http://127.0.0.1:41234/
 * await site.close()
 */
export async function previewSite(options = {}) {
  const dir = resolve(options.dir ?? join(docsDir, '.vitepress', 'dist'))
  const host = options.host ?? '127.0.0.1'
  const base = `/${(options.base ?? process.env.DOCS_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')
  const notFoundPage = join(dir, '404.html')
  if (!existsSync(notFoundPage)) throw new Error(`no built site in ${dir} (no 404.html): run docs:build first`)
  const notFound = readFileSync(notFoundPage)
  const isAsset = (path) => path.includes('/assets/')
  const files = sirv(dir, {
    etag: true,
    maxAge: 31_536_000,
    immutable: true,
    setHeaders: (response, path) => {
      if (!isAsset(path)) response.setHeader('cache-control', 'no-cache')
    },
    onNoMatch: (request, response) => {
      response.statusCode = 404
      if (!isAsset(request.url ?? '')) response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(isAsset(request.url ?? '') ? undefined : notFound)
    },
  })
  const server = createServer((request, response) => {
    const url = request.url ?? '/'
    if (!url.startsWith(base)) {
      response.writeHead(302, { location: base }).end()
      return
    }
    request.url = `/${url.slice(base.length)}`
    files(request, response)
  })
  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4173, host, () => resolveListen(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${shownHost}:${address.port}${base}`,
    host: address.address,
    port: address.port,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose(undefined))
      }),
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const usage = 'usage: docs:preview [--port <n>] [--host <address>] [--dir <built site>]'
  try {
    const { values } = parseArgs({
      options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' } },
      strict: true,
    })
    const port = values.port === undefined ? undefined : Number(values.port)
    if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
      throw new Error(`--port must be an integer from 0 to 65535, got "${values.port}"`)
    const site = await previewSite({ port, host: values.host, dir: values.dir })
    const reach =
      site.host === '127.0.0.1' ? 'this machine only; --host <address> to share it' : `listening on ${site.host}`
    console.log(`Built site served at ${site.url} (${reach})`)
  } catch (error) {
    console.error(`docs:preview: ${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(1)
  }
}
