import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { installConsumer } from '../src/installConsumer.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { siblingClosure } from '../src/siblingClosure.js'
import { listWorkspacePackages } from '../src/workspacePackages.js'

const workspace = listWorkspacePackages(repositoryRoot)
const installs = new Map<string, Promise<string>>()

/**
 * The folder name of a consumer project: one per set of packages (`crypto`, or
 * `crypto+flows` for an app that installs both).
 */
function projectName(names: readonly string[]): string {
  return names
    .map(
      (name) =>
        workspace
          .find((pkg) => pkg.name === name)
          ?.relativeDir.split('/')
          .at(-1) ?? name,
    )
    .join('+')
}

/**
 * A fresh project that installed `names` from their tarballs, with the tarballs of the siblings
 * they declare (transitively) and nothing else from the workspace. Installed once per run and
 * shared by the check files (a marker file records success).
 *
 * @example
 * const dir = await consumerProject(['@ledgernet/crypto'])
 */
export function consumerProject(names: readonly string[]): Promise<string> {
  const key = [...names].sort().join(' ')
  const existing = installs.get(key)
  if (existing) return existing
  const install = (async () => {
    const tarballs = inject('tarballs')
    const dir = join(inject('workDir'), 'consumers', projectName([...names].sort()))
    const marker = join(dir, '.installed')
    if (existsSync(marker)) return dir
    const closure = [...new Set(names.flatMap((name) => siblingClosure(name, workspace)))]
    const missing = closure.filter((name) => tarballs[name] === undefined)
    if (missing.length > 0)
      throw new Error(
        `no tarball for ${missing.join(', ')} (private packages cannot be dependencies of published ones)`,
      )
    await installConsumer(dir, [...closure.map((name) => tarballs[name]!), ...optionalPeers(names)])
    writeFileSync(marker, `${closure.join('\n')}\n`)
    return dir
  })()
  installs.set(key, install)
  return install
}

/**
 * The optional peer dependencies of `names` (`@ledgernet/sandbox/vitest` needs vitest), as npm
 * install specifiers at the version the package's own tests use: a consumer that imports every
 * entry point is a user who has them. npm leaves optional peers out unless asked.
 *
 * @example
 * optionalPeers(['@ledgernet/sandbox']) // ['vitest@4.1.12']
 */
export function optionalPeers(names: readonly string[]): string[] {
  const specifiers: string[] = []
  for (const name of names) {
    const manifest = workspace.find((pkg) => pkg.name === name)?.manifest
    const meta = (manifest?.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>
    for (const [peer, range] of Object.entries(manifest?.peerDependencies ?? {}))
      if (meta[peer]?.optional) specifiers.push(`${peer}@${manifest?.devDependencies?.[peer] ?? range}`)
  }
  return specifiers
}

/**
 * The siblings `name` brings along when installed: itself and what it declares, transitively.
 *
 * @example
 * declaredSiblings('@ledgernet/transaction') // ['@ledgernet/crypto', '@ledgernet/errors', '@ledgernet/transaction']
 */
export function declaredSiblings(name: string): string[] {
  return siblingClosure(name, workspace)
}
