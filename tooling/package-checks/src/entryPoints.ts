import type { PackageManifest } from './workspacePackages.js'

/**
 * A JavaScript entry point of a package: `@ledgernet/gateway-client/validators`.
 *
 * @example
 * const entry: EntryPoint = { subpath: '.', specifier: '@ledgernet/crypto', conditions: { types: './dist/index.d.ts', default: './dist/index.js' } }
 */
export type EntryPoint = {
  /** The `exports` key (`.`, `./validators`). */
  subpath: string
  /** What a user writes in `import … from`. */
  specifier: string
  /** Condition → file, as written in `exports` (`types`, `node`, `default`). */
  conditions: Record<string, string>
}

/**
 * The JavaScript entry points a package's `exports` declares (data files such as
 * `./gateway.openapi.yaml` and patterns such as `./vectors/*` are not modules to import).
 *
 * @example
 * jsEntryPoints(manifest).map((entry) => entry.specifier) // ['@ledgernet/gateway-client', '@ledgernet/gateway-client/validators']
 */
export function jsEntryPoints(manifest: PackageManifest): EntryPoint[] {
  const exports = manifest.exports
  if (typeof exports !== 'object' || exports === null) return []
  const entries: EntryPoint[] = []
  for (const [subpath, target] of Object.entries(exports as Record<string, unknown>)) {
    if (subpath.includes('*') || typeof target !== 'object' || target === null) continue
    const conditions = Object.fromEntries(Object.entries(target).filter((pair): pair is [string, string] => typeof pair[1] === 'string'))
    if (!Object.values(conditions).some((file) => /\.(js|mjs)$/.test(file))) continue
    entries.push({ subpath, specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, conditions })
  }
  return entries
}
