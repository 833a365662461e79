import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every copy of every package under a `node_modules` folder, nested ones too: name → the version
 * of each copy. A package a project needs once (a class `instanceof` checks) must have one. With
 * a `scope` (`@ledgernet`), only that scope's packages and the copies nested under them: where a
 * second copy of one of them can be.
 *
 * @example
 * installedCopies('/tmp/consumer/node_modules').get('@ledgernet/errors') // ['0.1.0']
 */
export function installedCopies(
  nodeModules: string,
  scope?: string,
  found = new Map<string, string[]>(),
): Map<string, string[]> {
  if (!existsSync(nodeModules)) return found
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.') || (scope !== undefined && entry !== scope)) continue
    const dirs = entry.startsWith('@')
      ? readdirSync(join(nodeModules, entry)).map((name) => join(nodeModules, entry, name))
      : [join(nodeModules, entry)]
    for (const dir of dirs) {
      const manifest = join(dir, 'package.json')
      if (!existsSync(manifest)) continue
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string }
      found.set(name, [...(found.get(name) ?? []), version])
      installedCopies(join(dir, 'node_modules'), scope, found)
    }
  }
  return found
}
