import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { UnpackedPackage } from './unpackTarball.js'
import type { PackageManifest } from './workspacePackages.js'

/**
 * An unpacked package written to a temporary folder from a manifest and file contents — what
 * the unit tests of the rules check, without packing anything.
 *
 * @example
 * const pkg = unpackedFixture({ name: '@x/a', version: '1.0.0' }, { 'dist/index.js': "export const a = 1\n" })
 */
export function unpackedFixture(manifest: PackageManifest, files: Record<string, string>): UnpackedPackage {
  const dir = mkdtempSync(join(tmpdir(), 'unpacked-'))
  const all = { 'package.json': JSON.stringify(manifest), ...files }
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return { dir, files: Object.keys(all).sort(), manifest }
}
