import type { WorkspacePackage } from './workspacePackages.js'

/**
 * The optional peer dependencies of the given workspace packages (`@ledgernet/sandbox/vitest`
 * needs vitest), as npm install specifiers at the version the package's own tests use (else its
 * peer range), each once: a consumer that imports every entry point is a user who has them. npm
 * leaves optional peers out unless asked.
 *
 * @example
 * optionalPeers(publishable) // ['vitest@4.1.12']
 */
export function optionalPeers(packages: readonly Pick<WorkspacePackage, 'manifest'>[]): string[] {
  const specifiers = new Set<string>()
  for (const { manifest } of packages) {
    const meta = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {}))
      if (meta[peer]?.optional) specifiers.add(`${peer}@${manifest.devDependencies?.[peer] ?? range}`)
  }
  return [...specifiers].sort()
}
