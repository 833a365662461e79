import { runtimeDependencies } from './runtimeDependencies.js'
import type { WorkspacePackage } from './workspacePackages.js'

/**
 * The workspace packages that depend on `name` at run time, directly or through another sibling:
 * those a release of `name` must bump too.
 *
 * @example
 * dependentsOf('@ledgernet/crypto', packages) // ['@ledgernet/contract', '@ledgernet/flows', …]
 */
export function dependentsOf(name: string, packages: readonly WorkspacePackage[]): string[] {
  const found = new Set<string>()
  let grew = true
  while (grew) {
    grew = false
    for (const pkg of packages) {
      if (found.has(pkg.name) || pkg.name === name) continue
      const dependencies = Object.keys(runtimeDependencies(pkg.manifest))
      if (dependencies.some((dependency) => dependency === name || found.has(dependency))) {
        found.add(pkg.name)
        grew = true
      }
    }
  }
  return [...found].sort()
}
