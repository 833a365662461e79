import type { PackageManifest } from './workspacePackages.js'

/**
 * A JavaScript entry point of a package: `@ledgernet/gateway-client/validators`.
 *
 * @example
 * const entry: EntryPoint = {
 *   subpath: '.',
 *   specifier: '@ledgernet/crypto',
 *   conditions: { types: './dist/index.d.ts', default: './dist/index.js' },
 *   require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
 * }
 */
export type EntryPoint = {
  /** The `exports` key (`.`, `./validators`). */
  subpath: string
  /** What a user writes in `import … from`. */
  specifier: string
  /** Condition → file of the ESM face (`import`, or the entry itself when it has no faces): `types`, `node`, `default`. */
  conditions: Record<string, string>
  /** Condition → file of the CommonJS face (`require`), when there is one. */
  require?: Record<string, string>
}

const files = (conditions: object): Record<string, string> =>
  Object.fromEntries(Object.entries(conditions).filter((pair): pair is [string, string] => typeof pair[1] === 'string'))

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
    const faces = target as { import?: object; require?: object }
    const conditions = files(faces.import ?? target)
    if (!Object.values(conditions).some((file) => /\.(js|mjs)$/.test(file))) continue
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
    entries.push({ subpath, specifier, conditions, ...(faces.require ? { require: files(faces.require) } : {}) })
  }
  return entries
}
