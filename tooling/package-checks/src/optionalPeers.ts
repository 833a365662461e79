import type { WorkspacePackage } from './workspacePackages.js'

/**
 * The optional peer dependencies that entry points of the given workspace packages import
 * (`@ledgernet/sandbox/vitest` imports vitest), as npm install specifiers at the version the
 * package's own tests use (else its peer range), each once: a consumer that imports every entry
 * point is a user who has them. npm leaves optional peers out unless asked. A peer no entry point
 * imports (`secp256k1`, whose addon `@ledgernet/platform` uses where the application installed
 * it) is a path the user opts into, and is left out as a user who did not opt in leaves it out.
 *
 * @example
 * optionalPeers(publishable, (pkg, peer) => importsStatically(pkg.dir, peer)) // ['vitest@4.1.12']
 */
export function optionalPeers<P extends Pick<WorkspacePackage, 'manifest'>>(
  packages: readonly P[],
  imports: (pkg: P, peer: string) => boolean = () => true,
): string[] {
  const specifiers = new Set<string>()
  for (const pkg of packages) {
    const { manifest } = pkg
    const meta = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {}))
      if (meta[peer]?.optional && imports(pkg, peer))
        specifiers.add(`${peer}@${manifest.devDependencies?.[peer] ?? range}`)
  }
  return [...specifiers].sort()
}
