import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { tarballName } from './packWorkspace.js'
import { outputTail, runCommand } from './runCommand.js'
import type { WorkspacePackage } from './workspacePackages.js'

/**
 * Packs what a release publishes the way the repository documents it —
 * `tooling/scripts/pack-public.mjs`, the script of `pnpm pack:public` after its build — into the
 * empty folder `destination`, and answers package name → tarball for `published`. Throws when the
 * script fails, when a published package has no tarball, or when anything else was packed (a
 * private package's tarball would be one).
 *
 * @example
 * const tarballs = await packPublished('/work/main', publishable, '/tmp/packed')
 */
export async function packPublished(
  root: string,
  published: readonly WorkspacePackage[],
  destination: string,
): Promise<Map<string, string>> {
  const result = await runCommand(
    process.execPath,
    [join(root, 'tooling/scripts/pack-public.mjs'), '--pack-destination', destination],
    { cwd: root, timeout: 180_000 },
  )
  if (result.code !== 0) throw new Error(`pnpm pack:public failed (exit ${result.code}):\n${outputTail(result)}`)
  const expected = new Map(published.map((pkg) => [tarballName(pkg.manifest), pkg.name]))
  const files = readdirSync(destination).sort()
  const extra = files.filter((file) => !expected.has(file))
  const missing = [...expected.keys()].filter((file) => !files.includes(file))
  if (extra.length > 0 || missing.length > 0)
    throw new Error(
      `pnpm pack:public packed ${files.length} tarballs for ${published.length} published packages` +
        `${extra.length > 0 ? `; not published: ${extra.join(', ')}` : ''}${missing.length > 0 ? `; missing: ${missing.join(', ')}` : ''}`,
    )
  return new Map([...expected].map(([file, name]) => [name, join(destination, file)]))
}
