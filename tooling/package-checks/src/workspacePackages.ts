import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { parse } from 'yaml'

/**
 * The fields of a package.json these checks read.
 *
 * @example
 * const manifest: PackageManifest = { name: '@ledgernet/errors', version: '0.1.0' }
 */
export type PackageManifest = {
  name: string
  version: string
  private?: boolean
  description?: string
  license?: string
  type?: string
  sideEffects?: boolean | string[]
  engines?: Record<string, string>
  exports?: unknown
  files?: string[]
  bin?: string | Record<string, string>
  repository?: unknown
  homepage?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [field: string]: unknown
}

/**
 * One package of the pnpm workspace.
 *
 * @example
 * const crypto: WorkspacePackage | undefined = listWorkspacePackages(root).find((pkg) => pkg.name === '@ledgernet/crypto')
 */
export type WorkspacePackage = {
  name: string
  /** Absolute directory. */
  dir: string
  /** Directory relative to the repository root, with `/` (`packages/crypto`, `specs`). */
  relativeDir: string
  manifest: PackageManifest
  /** Published to npm: not `private`. */
  publishable: boolean
}

/**
 * Every package of the pnpm workspace at `root`, read from `pnpm-workspace.yaml` — so a package
 * added under `packages/` is checked from the moment its package.json exists. Supports the
 * pattern forms the workspace uses (`dir`, `dir/*`) and refuses others rather than guessing.
 *
 * @example
 * const publishable = listWorkspacePackages('/work/main').filter((p) => p.publishable)
 */
export function listWorkspacePackages(root: string): WorkspacePackage[] {
  const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) as { packages?: unknown }
  if (!Array.isArray(workspace.packages)) throw new Error('pnpm-workspace.yaml has no `packages` list')
  const dirs: string[] = []
  for (const pattern of workspace.packages) {
    if (typeof pattern !== 'string') throw new Error('pnpm-workspace.yaml: every `packages` entry must be a string')
    if (pattern.startsWith('!'))
      throw new Error(`pnpm-workspace.yaml: negated pattern "${pattern}" is not supported here`)
    const normalized = posix.normalize(pattern).replace(/\/$/, '')
    if (normalized.endsWith('/*') && !normalized.slice(0, -2).includes('*')) {
      const parent = normalized.slice(0, -2)
      const absolute = join(root, parent)
      if (!existsSync(absolute)) continue
      for (const entry of readdirSync(absolute).sort()) {
        if (statSync(join(absolute, entry)).isDirectory()) dirs.push(`${parent}/${entry}`)
      }
    } else if (!normalized.includes('*')) {
      dirs.push(normalized)
    } else {
      throw new Error(`pnpm-workspace.yaml: pattern "${pattern}" is not supported here (use "dir" or "dir/*")`)
    }
  }
  const packages: WorkspacePackage[] = []
  for (const relativeDir of dirs) {
    const dir = join(root, relativeDir)
    const manifestPath = join(dir, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageManifest
    if (typeof manifest.name !== 'string') throw new Error(`${relativeDir}/package.json has no name`)
    packages.push({ name: manifest.name, dir, relativeDir, manifest, publishable: manifest.private !== true })
  }
  return packages
}
