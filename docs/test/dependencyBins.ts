import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { docsDir } from './sitePages.js'

type Manifest = { name: string; bin?: string | Record<string, string>; devDependencies?: Record<string, string> }

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

/**
 * A folder of the commands this package's workspace dependencies install (`ledgernet`,
 * `ledgernet-contract`, `ledgernet-sandbox`), each running the package's built bin with this Node,
 * as `node_modules/.bin` holds them once the packages are installed from npm. pnpm links a
 * workspace package's bin only when its file exists at install time, and a clean clone installs
 * before it builds, so the tests do not rely on `node_modules/.bin`.
 *
 * @example
 * const bin = dependencyBins(join(workDir, 'bin'))
 * execFileSync(join(bin, 'ledgernet'), ['--help'])
 */
export function dependencyBins(into: string): string {
  mkdirSync(into, { recursive: true })
  for (const name of Object.keys(readManifest(docsDir).devDependencies ?? {})) {
    if (!name.startsWith('@ledgernet/')) continue
    const packageDir = join(docsDir, 'node_modules', ...name.split('/'))
    const { bin } = readManifest(packageDir)
    if (bin === undefined) continue
    const bins = typeof bin === 'string' ? { [name.split('/')[1]!]: bin } : bin
    for (const [command, file] of Object.entries(bins)) {
      const shim = join(into, command)
      writeFileSync(shim, `#!/bin/sh\nexec '${process.execPath}' '${resolve(packageDir, file)}' "$@"\n`)
      chmodSync(shim, 0o755)
    }
  }
  return into
}
