import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { moduleSpecifiers, specifierTarget } from './moduleSpecifiers.js'
import { runtimeDependencies } from './runtimeDependencies.js'
import type { UnpackedPackage } from './unpackTarball.js'

/** A file a consumer's runtime or type checker loads. */
const shippedCode = /\.(js|mjs|cjs)$|\.d\.(ts|mts|cts)$/

/**
 * What the shipped code of a package imports, by package name.
 *
 * @example
 * const { builtins }: ShippedImports = shippedImports(unpacked)
 */
export type ShippedImports = {
  /** Other packages (`@noble/hashes`, `@ledgernet/errors`) → the files importing them. */
  packages: Map<string, string[]>
  /** Node built-ins (`node:fs`) → the files importing them. */
  builtins: Map<string, string[]>
}

/**
 * Reads every JavaScript and declaration file of an unpacked package and collects the packages
 * and Node built-ins they import. `/// <reference types="node" />` counts as a built-in.
 *
 * @example
 * const { packages } = shippedImports(await unpackTarball(tarball, dir))
 */
export function shippedImports(unpacked: UnpackedPackage): ShippedImports {
  const packages = new Map<string, string[]>()
  const builtins = new Map<string, string[]>()
  const add = (map: Map<string, string[]>, key: string, file: string): void => {
    const files = map.get(key) ?? []
    if (!files.includes(file)) files.push(file)
    map.set(key, files)
  }
  for (const file of unpacked.files) {
    if (!shippedCode.test(file)) continue
    const { imports, typeReferences } = moduleSpecifiers(readFileSync(join(unpacked.dir, file), 'utf8'))
    for (const specifier of imports) {
      const target = specifierTarget(specifier)
      if (target.kind === 'builtin') add(builtins, target.name, file)
      else if (target.kind === 'package') add(packages, target.name, file)
    }
    for (const reference of typeReferences) {
      if (reference === 'node') add(builtins, 'node (types)', file)
      else add(packages, `@types/${reference.replace(/^@(.*)\/(.*)$/, '$1__$2')}`, file)
    }
  }
  return { packages, builtins }
}

/**
 * A difference between what a package's shipped code imports and what it declares.
 *
 * @example
 * const problem: DependencyProblem = { kind: 'unused', dependency: 'fast-check', field: 'dependencies' }
 */
export type DependencyProblem =
  | { kind: 'undeclared'; dependency: string; files: string[] }
  | { kind: 'unused'; dependency: string; field: string }

/**
 * Compares the packages a package's shipped files import with its `dependencies`,
 * `peerDependencies` and `optionalDependencies`: an import without a declaration breaks for the
 * first user who installs the package alone; a declaration nothing imports (a test-only
 * library) is weight every user downloads. A declared `x` used only through its types
 * (`@types/x` imported as `x`) counts as used.
 *
 * @example
 * dependencyProblems(unpacked) // [{ kind: 'unused', dependency: 'fast-check', field: 'dependencies' }]
 */
export function dependencyProblems(unpacked: UnpackedPackage): DependencyProblem[] {
  const { packages } = shippedImports(unpacked)
  const declared = runtimeDependencies(unpacked.manifest)
  const problems: DependencyProblem[] = []
  for (const [dependency, files] of packages) {
    if (dependency === unpacked.manifest.name) continue
    const typesPackage = `@types/${dependency.replace(/^@(.*)\/(.*)$/, '$1__$2')}`
    if (!(dependency in declared) && !(typesPackage in declared))
      problems.push({ kind: 'undeclared', dependency, files })
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
    for (const dependency of Object.keys(unpacked.manifest[field] ?? {})) {
      const runtimeName = dependency.startsWith('@types/')
        ? dependency.slice('@types/'.length).replace(/^(.*)__(.*)$/, '@$1/$2')
        : dependency
      if (!packages.has(dependency) && !packages.has(runtimeName)) problems.push({ kind: 'unused', dependency, field })
    }
  }
  return problems
}
