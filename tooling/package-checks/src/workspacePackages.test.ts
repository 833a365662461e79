import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

function workspace(patterns: string[], packages: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-'))
  writeFileSync(
    join(root, 'pnpm-workspace.yaml'),
    `packages:\n${patterns.map((pattern) => `  - '${pattern}'\n`).join('')}`,
  )
  for (const [dir, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(manifest))
  }
  return root
}

describe('listWorkspacePackages', () => {
  it('expands "dir" and "dir/*" patterns, skips folders without package.json, and marks private packages', () => {
    const root = workspace(['specs', 'packages/*'], {
      specs: { name: '@x/specs', version: '1.0.0' },
      'packages/a': { name: '@x/a', version: '1.0.0' },
      'packages/b': { name: '@x/b', version: '1.0.0', private: true },
    })
    mkdirSync(join(root, 'packages', 'empty'))
    const found = listWorkspacePackages(root).map(({ name, relativeDir, publishable }) => ({
      name,
      relativeDir,
      publishable,
    }))
    expect(found).toEqual([
      { name: '@x/specs', relativeDir: 'specs', publishable: true },
      { name: '@x/a', relativeDir: 'packages/a', publishable: true },
      { name: '@x/b', relativeDir: 'packages/b', publishable: false },
    ])
  })

  it('refuses patterns it cannot expand faithfully', () => {
    expect(() => listWorkspacePackages(workspace(['packages/**'], {}))).toThrow(/not supported/)
    expect(() => listWorkspacePackages(workspace(['!packages/x'], {}))).toThrow(/negated/)
  })

  it('finds the packages of this repository, this one private', () => {
    const packages = listWorkspacePackages(repositoryRoot)
    expect(packages.find((pkg) => pkg.name === '@ledgernet/crypto')?.relativeDir).toBe('packages/crypto')
    expect(packages.find((pkg) => pkg.name === '@ledgernet/package-checks')?.publishable).toBe(false)
  })
})
