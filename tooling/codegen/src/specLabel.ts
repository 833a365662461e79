import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/**
 * How a generated header names its spec: the path relative to the repository root (the folder
 * with `pnpm-workspace.yaml`) with `/` separators, e.g. `specs/gateway.openapi.yaml`, so that the
 * header is the same wherever the generator runs; the file name alone outside the repository.
 *
 * @example
 * specLabel('/work/main/specs/gateway.openapi.yaml') // 'specs/gateway.openapi.yaml'
 */
export function specLabel(specPath: string): string {
  const absolute = resolve(specPath)
  const root = findWorkspaceRoot(dirname(absolute))
  return root ? relative(root, absolute).split(sep).join('/') : absolute.split(sep).pop()!
}

/**
 * The nearest folder at or above `from` that holds `pnpm-workspace.yaml`, if any.
 *
 * @example
 * findWorkspaceRoot(process.cwd())
 */
export function findWorkspaceRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    if (dirname(dir) === dir) return undefined
  }
}
