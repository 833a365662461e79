import { cpSync } from 'node:fs'
import { basename } from 'node:path'

/** What a copy of the repository leaves out: installs, git, caches, CI artifacts. */
const skipped = new Set(['node_modules', '.git', '.turbo', 'artifacts', '.ledgernet-tmp', 'coverage'])

/**
 * Copies the working tree of the repository (built `dist/` folders included, installs and git
 * excluded) to `destination`, for a rehearsal that may change files without touching the
 * checkout everyone works in.
 *
 * @example
 * copyWorkspace('/work/main', '/tmp/rehearsal/repo')
 */
export function copyWorkspace(root: string, destination: string): void {
  cpSync(root, destination, {
    recursive: true,
    filter: (source) => !skipped.has(basename(source)) && !source.endsWith('.tsbuildinfo'),
  })
}
