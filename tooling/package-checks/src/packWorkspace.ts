import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { outputTail, runCommand } from './runCommand.js'
import type { WorkspacePackage } from './workspacePackages.js'

/**
 * The file name `pnpm pack` gives a package's tarball.
 *
 * @example
 * tarballName({ name: '@ledgernet/crypto', version: '0.1.0' }) // 'ledgernet-crypto-0.1.0.tgz'
 */
export function tarballName(manifest: { name: string; version: string }): string {
  return `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`
}

/**
 * Packs packages of the workspace at `root` with pnpm — in one recursive call, so `workspace:`
 * ranges are rewritten to the versions they resolve to, as `pnpm publish` does — into
 * `destination`. Answers package name → tarball path.
 *
 * @example
 * const tarballs = await packWorkspace('/work/main', publishable, '/tmp/packed')
 */
export async function packWorkspace(
  root: string,
  packages: readonly WorkspacePackage[],
  destination: string,
): Promise<Map<string, string>> {
  mkdirSync(destination, { recursive: true })
  const filters = packages.flatMap((pkg) => ['--filter', pkg.name])
  const result = await runCommand(
    process.execPath,
    [join(root, 'tooling/scripts/pnpm.mjs'), '--recursive', ...filters, 'pack', '--pack-destination', destination],
    { cwd: root, timeout: 180_000 },
  )
  if (result.code !== 0) throw new Error(`pnpm pack failed (exit ${result.code}):\n${outputTail(result)}`)
  const tarballs = new Map<string, string>()
  for (const pkg of packages) {
    const path = join(destination, tarballName(pkg.manifest))
    if (!existsSync(path)) throw new Error(`pnpm pack did not produce ${path}:\n${outputTail(result)}`)
    tarballs.set(pkg.name, path)
  }
  return tarballs
}
