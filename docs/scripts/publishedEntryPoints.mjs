// The public entry points of every published package of the workspace, read from the packages'
// own manifests: a package or a subpath export added there is documented on the next build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const repositoryRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '')

/** The folders `pnpm-workspace.yaml` lists (`packages/*` expanded), relative to the repository. */
export function workspaceFolders() {
  const manifest = readFileSync(join(repositoryRoot, 'pnpm-workspace.yaml'), 'utf8')
  const globs = [...manifest.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map(([, glob]) => glob)
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob]
    const parent = glob.slice(0, -2)
    return readdirSync(join(repositoryRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
  })
}

/**
 * Every published (non-private) package with its entry points: each `exports` subpath whose
 * `types` is a `dist/*.d.ts` maps back to the TypeScript source it is built from.
 *
 * @returns {{ name: string, folder: string, entries: { specifier: string, source: string }[] }[]}
 */
export function publishedPackages() {
  return workspaceFolders()
    .filter((folder) => existsSync(join(repositoryRoot, folder, 'package.json')))
    .map((folder) => ({
      folder,
      manifest: JSON.parse(readFileSync(join(repositoryRoot, folder, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ folder, manifest }) => ({
      name: manifest.name,
      folder,
      entries: Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
        const types = typesOf(target)
        if (types === undefined || subpath === './package.json') return []
        const source = sourceOf(folder, types)
        if (source === undefined)
          throw new Error(`${manifest.name} exports ${subpath} (${types}) but no src/ file builds it`)
        return [{ specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, source }]
      }),
      // The package's own `imports` map (`#ecdsa`), which points at dist/: its sources, for TypeDoc.
      imports: Object.entries(manifest.imports ?? {}).flatMap(([specifier, target]) => {
        const types = typesOf(target)
        const source = types === undefined ? undefined : sourceOf(folder, types)
        if (source === undefined) throw new Error(`${manifest.name} imports ${specifier} but no src/ file builds it`)
        return [{ specifier, source }]
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The packages in dependency order (a package after the workspace packages it depends on): the
 * first entry point that exports a declaration is the one TypeDoc files it under, so a class a
 * client re-exports from `@ledgernet/transport` stays on transport's page.
 */
export function inDependencyOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const ordered = []
  const visit = (pkg, path) => {
    if (ordered.includes(pkg)) return
    if (path.includes(pkg)) throw new Error(`dependency cycle: ${[...path, pkg].map((p) => p.name).join(' → ')}`)
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, pkg.folder, 'package.json'), 'utf8'))
    for (const name of Object.keys(manifest.dependencies ?? {}).sort()) {
      const dependency = byName.get(name)
      if (dependency !== undefined) visit(dependency, [...path, pkg])
    }
    ordered.push(pkg)
  }
  for (const pkg of packages) visit(pkg, [])
  return ordered
}

/** The first `types` target of an export, whatever conditions (import, require, node…) nest it. */
function typesOf(target) {
  if (typeof target !== 'object' || target === null) return undefined
  if (typeof target.types === 'string') return target.types
  for (const value of Object.values(target)) {
    const found = typesOf(value)
    if (found !== undefined) return found
  }
  return undefined
}

/** `./dist/x.d.ts` (or `./dist/esm/x.d.mts`, …) → the `src/x.ts` it is built from, when it exists. */
function sourceOf(folder, types) {
  const built = types.replace(/^\.\/dist\//, '').replace(/\.d\.[cm]?ts$/, '')
  const candidates = [built, built.replace(/^[^/]+\//, '')].map((path) => `${folder}/src/${path}.ts`)
  return candidates.find((path) => existsSync(join(repositoryRoot, path)))
}
