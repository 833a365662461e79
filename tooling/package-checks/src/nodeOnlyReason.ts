import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { jsEntryPoints } from './entryPoints.js'
import { moduleSpecifiers, specifierTarget } from './moduleSpecifiers.js'
import type { UnpackedPackage } from './unpackTarball.js'

/**
 * Why a package can run only in Node, or `undefined` when it can run in a browser: the first
 * Node built-in imported by a file reachable from the `default` condition of its entry points,
 * and of its own `imports` map on the way (a `node` condition may use built-ins: browsers never
 * pick it).
 *
 * @example
 * nodeOnlyReason(unpackedSpecs) // 'dist/loadSpec.js imports node:fs'
 */
export function nodeOnlyReason(unpacked: UnpackedPackage): string | undefined {
  const queue = jsEntryPoints(unpacked.manifest)
    .map((entry) => entry.conditions.browser ?? entry.conditions.default)
    .filter((file): file is string => file !== undefined)
    .map((file) => posix.normalize(file))
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const path = join(unpacked.dir, file)
    if (!existsSync(path)) continue
    for (const specifier of moduleSpecifiers(readFileSync(path, 'utf8')).imports) {
      const target = specifierTarget(specifier)
      if (target.kind === 'builtin') return `${file} imports ${specifier}`
      if (target.kind === 'relative') queue.push(posix.join(posix.dirname(file), specifier))
      // The package's own imports map, as a browser bundler reads it: its `browser` or `default` file.
      if (target.kind === 'internal') {
        const mapped = (unpacked.manifest as { imports?: Record<string, unknown> }).imports?.[target.name]
        const conditions = (typeof mapped === 'string' ? { default: mapped } : (mapped ?? {})) as Record<
          string,
          unknown
        >
        const browserFile = conditions.browser ?? conditions.default
        if (typeof browserFile === 'string') queue.push(posix.normalize(browserFile))
      }
    }
  }
  return undefined
}
