// docs/architecture.md's table of packages says what each depends on at run time; the manifests
// say what an install brings. They must agree: a row that drifts (a dependency added, or moved to
// devDependencies) fails here, naming the package and the difference.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

const CLIENTS = ['gateway-client', 'rpc-client', 'node-rest-client', 'v0-client']

/** The table's rows: package folder names → the dependencies it lists (`@ledgernet/` left out). */
function tableRows(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  const header = markdown.indexOf('| package | runs in | runtime dependencies')
  for (const line of markdown.slice(header).split('\n').slice(2)) {
    if (!line.startsWith('|')) break
    const [, packages = '', , dependencies = ''] = line.split('|').map((cell) => cell.trim())
    const listed = dependencies
      .replace(/^–$/, '')
      .split(/[,;]\s*/)
      .map((entry) => entry.replace(/^optional:\s*/, '').trim())
      .flatMap((entry) => (entry === 'the four clients' ? CLIENTS : entry === '' ? [] : [entry]))
    for (const name of packages.matchAll(/`([a-z0-9-]+)`/g)) rows.set(name[1]!, listed.sort())
  }
  return rows
}

it('lists, for every published package, exactly the dependencies and optional dependencies of its package.json', () => {
  const rows = tableRows(readFileSync(join(repositoryRoot, 'docs/architecture.md'), 'utf8'))
  const published = listWorkspacePackages(repositoryRoot).filter((pkg) => pkg.publishable)
  expect(published.length).toBeGreaterThan(10)
  const differences = published.flatMap((pkg) => {
    const name = pkg.name.replace('@ledgernet/', '')
    const declared = [
      ...Object.keys(pkg.manifest.dependencies ?? {}),
      ...Object.keys(pkg.manifest.optionalDependencies ?? {}),
    ]
      .map((dependency) => dependency.replace('@ledgernet/', ''))
      .sort()
    const listed = rows.get(name)
    if (listed === undefined) return [`${name}: no row`]
    return JSON.stringify(listed) === JSON.stringify(declared)
      ? []
      : [`${name}: the table lists ${listed.join(', ') || '–'}; package.json declares ${declared.join(', ') || '–'}`]
  })
  expect(differences).toEqual([])
})
