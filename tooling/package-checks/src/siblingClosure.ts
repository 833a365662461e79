import { runtimeDependencies } from './runtimeDependencies.js'
import type { WorkspacePackage } from './workspacePackages.js'

/**
 * The workspace packages a user gets when installing `name` from npm: the package itself and
 * every sibling it declares, transitively (what the registry would resolve). A sibling it
 * imports without declaring is not in the set — which is how the consumer test catches it.
 *
 * @example
 * siblingClosure('@ledgernet/transaction', packages) // ['@ledgernet/crypto', '@ledgernet/errors', '@ledgernet/transaction']
 */
export function siblingClosure(name: string, packages: readonly WorkspacePackage[]): string[] {
  const byName = new Map(packages.map((p) => [p.name, p]))
  const found = new Set<string>()
  const visit = (current: string): void => {
    if (found.has(current)) return
    const pkg = byName.get(current)
    if (pkg === undefined) throw new Error(`${current} is not a workspace package`)
    found.add(current)
    for (const dependency of Object.keys(runtimeDependencies(pkg.manifest))) {
      if (byName.has(dependency)) visit(dependency)
    }
  }
  visit(name)
  return [...found].sort()
}
