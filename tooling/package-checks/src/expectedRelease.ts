import semver from 'semver'
import { runtimeDependencies } from './runtimeDependencies.js'
import type { WorkspacePackage } from './workspacePackages.js'

/**
 * A version bump a changeset asks for.
 *
 * @example
 * const bump: Bump = 'patch'
 */
export type Bump = 'patch' | 'minor' | 'major'

/**
 * The range a sibling dependency stands for once published: `workspace:^` and `workspace:~`
 * become `^`/`~` of the sibling's current version, `workspace:*` the exact version, another
 * `workspace:<range>` that range.
 *
 * @example
 * publishedRange('workspace:^', '0.1.0') // '^0.1.0'
 */
export function publishedRange(range: string, siblingVersion: string): string {
  if (!range.startsWith('workspace:')) return range
  const rest = range.slice('workspace:'.length)
  if (rest === '*') return siblingVersion
  if (rest === '^' || rest === '~') return `${rest}${siblingVersion}`
  return rest
}

/**
 * Package name → new version, as the release rule says it must be after the `changesets` are
 * applied: each named package gets its bump; a package that depends on a released one at run
 * time gets a patch when — and only when — the new version leaves the range it declares (so a
 * patch inside every range releases nothing else), and so on up the graph. The rule the release
 * rehearsal holds `changeset version` to, worked out independently of changesets.
 *
 * @example
 * expectedRelease(packages, { '@ledgernet/crypto': 'patch' }) // Map { '@ledgernet/crypto' => '0.1.1' }
 */
export function expectedRelease(
  packages: readonly WorkspacePackage[],
  changesets: Readonly<Record<string, Bump>>,
): Map<string, string> {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const bumps = new Map<string, Bump>(Object.entries(changesets))
  const rank: Record<Bump, number> = { patch: 0, minor: 1, major: 2 }
  const next = (name: string) => semver.inc(byName.get(name)!.manifest.version, bumps.get(name)!)!
  for (let grew = true; grew; ) {
    grew = false
    for (const pkg of packages) {
      for (const [dependency, range] of Object.entries(runtimeDependencies(pkg.manifest))) {
        const sibling = byName.get(dependency)
        if (!sibling || !bumps.has(dependency)) continue
        if (semver.satisfies(next(dependency), publishedRange(range, sibling.manifest.version))) continue
        const current = bumps.get(pkg.name)
        if (current === undefined || rank[current] < rank.patch) {
          bumps.set(pkg.name, 'patch')
          grew = true
        }
      }
    }
  }
  return new Map([...bumps.keys()].sort().map((name) => [name, next(name)]))
}
