import { describe, expect, it } from 'vitest'
import { dependentsOf } from './dependentsOf.js'
import type { WorkspacePackage } from './workspacePackages.js'

const pkg = (name: string, fields: Partial<WorkspacePackage['manifest']> = {}): WorkspacePackage => ({
  name,
  dir: `/repo/${name}`,
  relativeDir: name,
  publishable: true,
  manifest: { name, version: '1.0.0', ...fields },
})

const packages = [
  pkg('errors'),
  pkg('crypto', { dependencies: { errors: 'workspace:*', '@noble/hashes': '2.4.0' } }),
  pkg('transaction', { dependencies: { crypto: 'workspace:*' }, devDependencies: { 'fast-check': '4.0.0' } }),
  pkg('flows', { dependencies: { transaction: 'workspace:*' }, peerDependencies: { errors: 'workspace:*' } }),
  pkg('sandbox', { devDependencies: { crypto: 'workspace:*' } }),
]

describe('dependentsOf', () => {
  it('lists direct and indirect run-time dependents, not dev-only ones', () => {
    expect(dependentsOf('crypto', packages)).toEqual(['flows', 'transaction'])
    expect(dependentsOf('errors', packages)).toEqual(['crypto', 'flows', 'transaction'])
    expect(dependentsOf('flows', packages)).toEqual([])
  })
})
