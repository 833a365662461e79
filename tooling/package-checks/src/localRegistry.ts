import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename } from 'node:path'

/**
 * A packed package the registry serves: its tarball and the package.json packed in it.
 *
 * @example
 * const served: RegistryPackage = { tarball: '/tmp/packed/ledgernet-errors-0.1.0.tgz', manifest: { name: '@ledgernet/errors', version: '0.1.0' } }
 */
export type RegistryPackage = { tarball: string; manifest: { name: string; version: string } & Record<string, unknown> }

/**
 * A running registry: its URL (with a trailing `/`, as an `.npmrc` names one) and how to stop it.
 *
 * @example
 * const { url, close }: LocalRegistry = await startLocalRegistry(packages)
 */
export type LocalRegistry = { url: string; close(): Promise<void> }

/**
 * Serves packed packages the way the npm registry serves published ones — a packument per name
 * (`GET /@ledgernet%2ferrors` or `/@ledgernet/errors`) whose one version is the packed
 * package.json with `dist` (tarball URL, sha512 `integrity`, sha1 `shasum`), and the tarballs at
 * `/<name>/-/<file>` — on 127.0.0.1, so that a reader's own command (`npm install
 * @ledgernet/errors`, `pnpm add …`, `yarn add …`, `bun add …`, `npx -p @ledgernet/sandbox …`)
 * installs what a release would publish, given `@ledgernet:registry=<url>` in its configuration;
 * every other package still comes from the public registry. Answers are not cacheable: a packument
 * names this run's tarballs only.
 *
 * @example
 * const registry = await startLocalRegistry([{ tarball, manifest }])
 * writeFileSync(npmrc, `@ledgernet:registry=${registry.url}\n`)
 * await registry.close()
 */
export async function startLocalRegistry(packages: readonly RegistryPackage[]): Promise<LocalRegistry> {
  const tarballs = new Map<string, Buffer>()
  const packuments = new Map<string, string>()
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry.invalid').pathname.slice(1))
    const tarball = tarballs.get(path)
    const packument = packuments.get(path.replace(/\/$/, ''))
    const headers = { 'cache-control': 'no-store' }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
    } else if (tarball !== undefined) {
      response.writeHead(200, {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-length': tarball.length,
      })
      response.end(request.method === 'HEAD' ? undefined : tarball)
    } else if (packument !== undefined) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' })
      response.end(request.method === 'HEAD' ? undefined : packument)
    } else {
      response.writeHead(404, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: `${path} is not one of the packed packages` }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const byName = new Map<string, RegistryPackage[]>()
  for (const served of packages) byName.set(served.manifest.name, [...(byName.get(served.manifest.name) ?? []), served])
  for (const [name, versions] of byName) {
    const entries = versions.map(({ tarball, manifest }) => {
      const bytes = readFileSync(tarball)
      const file = `${name}/-/${basename(tarball)}`
      tarballs.set(file, bytes)
      const dist = {
        tarball: `${url}${file}`,
        integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
        shasum: createHash('sha1').update(bytes).digest('hex'),
      }
      return [manifest.version, { ...manifest, _id: `${name}@${manifest.version}`, dist }] as const
    })
    const latest = entries.at(-1)![0]
    packuments.set(name, JSON.stringify({ name, 'dist-tags': { latest }, versions: Object.fromEntries(entries) }))
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
