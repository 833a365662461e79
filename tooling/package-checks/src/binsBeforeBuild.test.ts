import { execFileSync } from 'node:child_process'
import { posix } from 'node:path'
import { expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

// Installing the workspace links every package's bins into the packages that depend on it, before
// anything is built. A bin that points at dist/ is not there yet on a fresh clone, and
// `npm run demo` (install, then build) printed "WARN Failed to create bin … ENOENT" for each link.
// So every bin is a file of the repository (a line that imports dist/), there from the clone on.
it('every bin of a workspace package is a committed file, there before the build', () => {
  const committed = new Set(
    execFileSync('git', ['ls-files'], { cwd: repositoryRoot, encoding: 'utf8' }).split('\n').filter(Boolean),
  )
  const bins = listWorkspacePackages(repositoryRoot).flatMap((pkg) => {
    const { bin } = pkg.manifest
    const entries = typeof bin === 'string' ? [[pkg.name, bin] as const] : Object.entries(bin ?? {})
    return entries.map(([command, path]) => ({ command, file: posix.join(pkg.relativeDir, path) }))
  })
  expect(bins.map(({ command }) => command)).toEqual(
    expect.arrayContaining(['ledgernet', 'ledgernet-contract', 'ledgernet-sandbox']),
  )
  expect(bins.filter(({ file }) => !committed.has(file))).toEqual([])
})
