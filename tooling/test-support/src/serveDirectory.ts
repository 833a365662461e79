import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves the files of `root` over HTTP on a free port of 127.0.0.1 — a real origin for a page
 * (its calls to a sandbox are then cross-origin, as in a deployed app), or a static site as a
 * static host serves it: a folder answers its index.html, a missing file 404. Answers are not
 * cached unless `cacheControl` says otherwise (a site whose assets are content-hashed, opened
 * page after page, loads faster with `max-age=600`).
 *
 * @example
 * const site = await serveDirectory('/tmp/consumers/app/www')
 * console.log(`${site.url}/index.html`)
 * await site.close()
 */
export async function serveDirectory(
  root: string,
  options: { cacheControl?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const cacheControl = options.cacheControl ?? 'no-store'
  const server = createServer((request, response) => {
    const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)))
    const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
