import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ancestorNodeModules, installConsumer } from './installConsumer.js'
import { repositoryRoot } from './repositoryRoot.js'

describe('ancestorNodeModules', () => {
  it('finds the node_modules above a folder inside the repository', () => {
    expect(ancestorNodeModules(join(repositoryRoot, 'tooling', 'package-checks', 'x'))).toContain(
      join(repositoryRoot, 'node_modules'),
    )
  })

  it('finds the one a temporary folder sits below', () => {
    const base = mkdtempSync(join(tmpdir(), 'ancestors-'))
    mkdirSync(join(base, 'node_modules'))
    expect(ancestorNodeModules(join(base, 'project', 'inner'))).toContain(join(base, 'node_modules'))
  })
})

describe('installConsumer', () => {
  it('refuses a project below a node_modules, where undeclared imports would resolve', async () => {
    await expect(
      installConsumer(join(repositoryRoot, 'tooling', 'package-checks', 'never-created'), []),
    ).rejects.toThrow(/sits below/)
  })
})
