import type { WorkspacePackage } from './workspacePackages.js'

/**
 * A workspace package for tests: `name` at `/repo/<name>`, publishable, with the given manifest fields.
 *
 * @example
 * const crypto = fixturePackage('crypto', { dependencies: { errors: 'workspace:*' } })
 */
const fixturePackage = (name: string, fields: Partial<WorkspacePackage['manifest']> = {}): WorkspacePackage => ({
  name,
  dir: `/repo/${name}`,
  relativeDir: name,
  publishable: true,
  manifest: { name, version: '1.0.0', ...fields },
})

/**
 * A small workspace the dependency-graph tests walk: run-time, peer and dev-only edges between
 * siblings, and outside dependencies that must be ignored.
 *
 * @example
 * dependentsOf('crypto', fixtureWorkspace) // ['flows', 'transaction']
 */
export const fixtureWorkspace: WorkspacePackage[] = [
  fixturePackage('errors'),
  fixturePackage('crypto', { dependencies: { errors: 'workspace:*', '@noble/hashes': '2.4.0' } }),
  fixturePackage('transaction', {
    dependencies: { crypto: 'workspace:*' },
    devDependencies: { 'fast-check': '4.0.0' },
  }),
  fixturePackage('flows', {
    dependencies: { transaction: 'workspace:*' },
    peerDependencies: { errors: 'workspace:*' },
  }),
  fixturePackage('sandbox', { devDependencies: { crypto: 'workspace:*' } }),
]
