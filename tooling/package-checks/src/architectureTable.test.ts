// docs/architecture.md's table of packages says what each depends on at run time (and its optional peers); the manifests
// say what an install brings. They must agree: a row that drifts (a dependency added, or moved to
// devDependencies) fails here, naming the package and the difference.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

const CLIENTS = ['gateway-client', 'rpc-client', 'node-rest-client', 'v0-client']

/** What a row lists: dependencies (and optional ones), and the optional peers after `optional peer(s):`. */
type Row = { dependencies: string[]; peers: string[] }

/** The table's rows: package folder names → what it lists (`@ledgernet/` left out). */
function tableRows(markdown: string): Map<string, Row> {
  const rows = new Map<string, Row>()
  const header = markdown.indexOf('| package | runs in | runtime dependencies')
  for (const line of markdown.slice(header).split('\n').slice(2)) {
    if (!line.startsWith('|')) break
    const [, packages = '', , cell = ''] = line.split('|').map((text) => text.trim())
    const [listed = '', peers = ''] = cell.replace(/^–$/, '').split(/;\s*optional peers?:\s*/)
    const names = (text: string) =>
      text
        .split(/[,;]\s*/)
        .map((entry) => entry.replace(/^optional:\s*/, '').trim())
        .flatMap((entry) => (entry === 'the four clients' ? CLIENTS : entry === '' ? [] : [entry]))
        .sort()
    for (const name of packages.matchAll(/`([a-z0-9-]+)`/g))
      rows.set(name[1]!, { dependencies: names(listed), peers: names(peers) })
  }
  return rows
}

it('lists, for every published package, exactly the dependencies, optional dependencies and peers of its package.json', () => {
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
    const peers = Object.keys(pkg.manifest.peerDependencies ?? {}).sort()
    const row = rows.get(name)
    if (row === undefined) return [`${name}: no row`]
    const say = (names: string[]) => names.join(', ') || '–'
    return [
      ...(JSON.stringify(row.dependencies) === JSON.stringify(declared)
        ? []
        : [`${name}: the table lists ${say(row.dependencies)}; package.json declares ${say(declared)}`]),
      ...(JSON.stringify(row.peers) === JSON.stringify(peers)
        ? []
        : [`${name}: the table lists the optional peers ${say(row.peers)}; package.json declares ${say(peers)}`]),
    ]
  })
  expect(differences).toEqual([])
})
