import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { jsEntryPoints } from './entryPoints.js'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

// A name two published packages export means one thing: the same value re-exported
// (`@ledgernet/transport`'s errors through each client), or the same operation of the network on
// two of its interfaces (`buildTransaction` on the Gateway API and on JSON-RPC, each generated
// from its spec). A user who meets `getNetwork` in two packages must not find two unrelated things.

/**
 * What each generated client (and the sandbox's controls) says of itself, under the same name in
 * each: which API, which operations, the validators of its answers.
 */
const clientSelfDescriptions = new Set([
  'apiId',
  'operations',
  'responseValidators',
  'resultValidators',
  'validateErrorBody',
])

/** The operations a module's generated code describes: OpenAPI `operations[].operationId`, JSON-RPC `<name>Method.name`. */
function operationNames(module: Record<string, unknown>): Set<string> {
  const names = new Set<string>()
  if (Array.isArray(module.operations))
    for (const operation of module.operations as { operationId?: unknown }[])
      if (typeof operation.operationId === 'string') names.add(operation.operationId)
  for (const [name, value] of Object.entries(module))
    if (name.endsWith('Method') && typeof (value as { name?: unknown } | null)?.name === 'string')
      names.add((value as { name: string }).name)
  return names
}

it('no runtime name exported by two published packages means two things', async () => {
  const modules: { specifier: string; module: Record<string, unknown> }[] = []
  for (const pkg of listWorkspacePackages(repositoryRoot).filter((candidate) => candidate.publishable))
    for (const entry of jsEntryPoints(pkg.manifest)) {
      const file = entry.conditions.default ?? entry.conditions.node
      if (file === undefined) continue
      modules.push({ specifier: entry.specifier, module: await import(pathToFileURL(join(pkg.dir, file)).href) })
    }
  expect(modules.length).toBeGreaterThan(10)

  const byName = new Map<string, { specifier: string; value: unknown; operations: Set<string> }[]>()
  for (const { specifier, module } of modules) {
    const operations = operationNames(module)
    for (const [name, value] of Object.entries(module))
      byName.set(name, [...(byName.get(name) ?? []), { specifier, value, operations }])
  }
  const twoMeanings = [...byName]
    .filter(([name, exporters]) => {
      if (clientSelfDescriptions.has(name)) return false
      // Entry points of one package may re-export each other; across packages, the value must be one.
      const packages = new Set(exporters.map(({ specifier }) => specifier.split('/').slice(0, 2).join('/')))
      if (packages.size < 2 || exporters.every(({ value }) => value === exporters[0]!.value)) return false
      return !exporters.every(({ operations }) => operations.has(name))
    })
    .map(([name, exporters]) => `${name}: ${exporters.map(({ specifier }) => specifier).join(', ')}`)
  expect(twoMeanings).toEqual([])
}, 60_000) // it loads every published package, the sandbox and the CLI included
