import { describe, expect, it } from 'vitest'
import { siblingClosure } from './siblingClosure.js'
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

describe('siblingClosure', () => {
  it('follows dependencies and peer dependencies transitively, not dev dependencies', () => {
    expect(siblingClosure('flows', packages)).toEqual(['crypto', 'errors', 'flows', 'transaction'])
    expect(siblingClosure('sandbox', packages)).toEqual(['sandbox'])
    expect(siblingClosure('errors', packages)).toEqual(['errors'])
  })

  it('refuses a name outside the workspace', () => {
    expect(() => siblingClosure('nope', packages)).toThrow(/not a workspace package/)
  })
})
