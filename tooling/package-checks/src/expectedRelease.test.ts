import { describe, expect, it } from 'vitest'
import { expectedRelease, publishedRange } from './expectedRelease.js'
import type { WorkspacePackage } from './workspacePackages.js'

const pkg = (
  name: string,
  version: string,
  dependencies: Record<string, string> = {},
  devDependencies: Record<string, string> = {},
): WorkspacePackage => ({
  name,
  dir: `/repo/${name}`,
  relativeDir: name,
  publishable: true,
  manifest: { name, version, dependencies, devDependencies },
})

const workspace = [
  pkg('errors', '0.1.0'),
  pkg('crypto', '0.1.0', { errors: 'workspace:^' }),
  pkg('transaction', '0.1.0', { crypto: 'workspace:^', errors: 'workspace:^' }),
  pkg('flows', '0.1.0', { transaction: 'workspace:^', crypto: 'workspace:^' }),
  pkg('cli', '0.1.0', { flows: 'workspace:^' }, { crypto: 'workspace:*' }),
  pkg('pinned', '0.1.0', { crypto: 'workspace:*' }),
]

describe('expectedRelease', () => {
  it('reads workspace: ranges as pnpm publishes them', () => {
    expect(publishedRange('workspace:^', '0.1.0')).toBe('^0.1.0')
    expect(publishedRange('workspace:~', '1.2.3')).toBe('~1.2.3')
    expect(publishedRange('workspace:*', '1.2.3')).toBe('1.2.3')
    expect(publishedRange('workspace:>=1', '1.2.3')).toBe('>=1')
    expect(publishedRange('^2.0.0', '1.2.3')).toBe('^2.0.0')
  })

  it('a patch inside every caret range releases that package alone; an exact pin is bumped', () => {
    const plan = expectedRelease(workspace, { crypto: 'patch' })
    expect(Object.fromEntries(plan)).toEqual({ crypto: '0.1.1', pinned: '0.1.1' })
  })

  it('a version that leaves a range bumps its direct dependents by a patch, and stops where ranges hold', () => {
    // 0.2.0 is outside ^0.1.0: transaction and flows (direct) move; cli's ^0.1.0 holds flows 0.1.1.
    const plan = expectedRelease(workspace, { crypto: 'minor' })
    expect(Object.fromEntries(plan)).toEqual({ crypto: '0.2.0', transaction: '0.1.1', flows: '0.1.1', pinned: '0.1.1' })
  })

  it('ignores dev-only dependents and keeps a larger bump asked for', () => {
    const plan = expectedRelease(workspace, { errors: 'major', crypto: 'minor' })
    expect(plan.get('errors')).toBe('1.0.0')
    expect(plan.get('crypto')).toBe('0.2.0')
    expect(plan.get('cli')).toBeUndefined()
  })
})
