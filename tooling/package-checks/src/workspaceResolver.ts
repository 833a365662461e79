import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'esbuild'
import { jsEntryPoints } from './entryPoints.js'
import { listWorkspacePackages } from './workspacePackages.js'

/** The `exports` conditions a bundler for the browser picks, in its order of preference. */
const BROWSER_CONDITIONS = ['browser', 'import', 'default'] as const

/**
 * The built file a browser bundler loads for `specifier` (`@ledgernet/crypto`,
 * `@ledgernet/gateway-client/validators`) of the workspace at `root`: the entry `exports`
 * names under the `browser`, `import` or `default` condition, as a bundler resolves the installed
 * package. Throws when no workspace package exports it, or when the file is not built.
 *
 * @example
 * browserEntryOf('/work/main', '@ledgernet/crypto') // '/work/main/packages/crypto/dist/index.js'
 */
export function browserEntryOf(root: string, specifier: string): string {
  for (const pkg of listWorkspacePackages(root)) {
    const entry = jsEntryPoints(pkg.manifest).find((candidate) => candidate.specifier === specifier)
    if (!entry) continue
    const target = BROWSER_CONDITIONS.map((condition) => entry.conditions[condition]).find((file) => file !== undefined)
    if (target === undefined) throw new Error(`${specifier} has no browser, import or default condition in its exports`)
    const file = join(pkg.dir, target)
    if (!existsSync(file)) {
      throw new Error(`${relative(root, file)} is missing: build the workspace first (pnpm turbo run build)`)
    }
    return file
  }
  throw new Error(`no package of the workspace exports ${specifier}`)
}

/**
 * An esbuild plugin that resolves the `@ledgernet/*` imports of the files under `entryDir` (code
 * a user writes, measured or run outside any package) to the workspace's built browser entries
 * ({@link browserEntryOf}). Imports inside the packages resolve as usual, through each package's
 * own `node_modules`.
 *
 * @example
 * await build({ entryPoints: [file], bundle: true, plugins: [workspaceResolver(repositoryRoot, dirname(file))] })
 */
export function workspaceResolver(root: string, entryDir: string): Plugin {
  return {
    name: 'ledgernet-workspace',
    setup(build) {
      build.onResolve({ filter: /^@ledgernet\// }, (args) =>
        args.importer.startsWith(entryDir) ? { path: browserEntryOf(root, args.path) } : undefined,
      )
    },
  }
}
