import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extract, list } from 'tar'
import type { PackageManifest } from './workspacePackages.js'

/**
 * A packed package, unpacked: what npm would put in `node_modules/<name>`.
 *
 * @example
 * const { files, manifest }: UnpackedPackage = await unpackTarball(tarball, dir)
 */
export type UnpackedPackage = {
  dir: string
  /** Paths relative to the package root, with `/`, sorted. */
  files: string[]
  /** The packed package.json (pnpm has rewritten `workspace:` ranges in it). */
  manifest: PackageManifest
}

/**
 * Unpacks an npm tarball into `destination` (the `package/` prefix stripped) and lists what it
 * holds — the files a user actually gets, which can differ from the workspace folder.
 *
 * @example
 * const { files, manifest } = await unpackTarball('/tmp/packed/ledgernet-crypto-0.1.0.tgz', '/tmp/unpacked/crypto')
 */
export async function unpackTarball(tarball: string, destination: string): Promise<UnpackedPackage> {
  mkdirSync(destination, { recursive: true })
  const files: string[] = []
  await list({
    file: tarball,
    onReadEntry: (entry) => {
      if (entry.type === 'File') files.push(entry.path.replace(/^package\//, ''))
    },
  })
  await extract({ file: tarball, cwd: destination, strip: 1 })
  const manifest = JSON.parse(readFileSync(join(destination, 'package.json'), 'utf8')) as PackageManifest
  return { dir: destination, files: files.sort(), manifest }
}
