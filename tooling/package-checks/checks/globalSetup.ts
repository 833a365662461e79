import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { importsStatically } from '../src/importsStatically.js'
import { ancestorNodeModules, installConsumer } from '../src/installConsumer.js'
import { optionalPeers } from '../src/optionalPeers.js'
import { packWorkspace } from '../src/packWorkspace.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { listWorkspacePackages } from '../src/workspacePackages.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The temporary folder of this run (outside the repository: nothing resolves from it). */
    workDir: string
    /** Every publishable workspace package, as found in pnpm-workspace.yaml. */
    publishable: Array<{ name: string; relativeDir: string }>
    /** Package name → its tarball, packed once for every check. */
    tarballs: Record<string, string>
    /** Package name → the folder its tarball was unpacked into. */
    unpacked: Record<string, string>
    /** The consumer project: every tarball (and the optional peers) installed with npm, once. */
    consumerDir: string
    /** The `npm warn` lines of the consumer project's install (what a user would see). */
    installWarnings: string[]
    /** The root package.json's `engines.node`. */
    nodeEngine: string
  }
}

/**
 * Packs every publishable package once (pnpm rewrites `workspace:` ranges), unpacks each tarball,
 * and installs them all with npm into one consumer project — third-party dependencies from the
 * registry, as for a user — in a temporary folder outside the repository, for all the check files.
 * `LEDGERNET_KEEP_CHECKS=1` keeps the folder for a look afterwards.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const workDir = mkdtempSync(join(tmpdir(), 'ledgernet-package-checks-'))
  const consumerDir = join(workDir, 'consumer')
  const leaks = ancestorNodeModules(consumerDir)
  if (leaks.length > 0)
    throw new Error(`The temporary folder ${workDir} sits below ${leaks.join(', ')}; set TMPDIR elsewhere`)
  const started = Date.now()
  const publishable = listWorkspacePackages(repositoryRoot).filter((pkg) => pkg.publishable)
  const tarballs = await packWorkspace(repositoryRoot, publishable, join(workDir, 'packed'))
  const unpacked: Record<string, string> = {}
  for (const pkg of publishable) {
    const dir = join(workDir, 'unpacked', pkg.relativeDir.replaceAll('/', '__'))
    await unpackTarball(tarballs.get(pkg.name)!, dir)
    unpacked[pkg.name] = dir
  }
  const packed = Date.now()
  const peers = optionalPeers(publishable, (pkg, peer) => importsStatically(pkg.dir, peer))
  const installWarnings = await installConsumer(consumerDir, [...tarballs.values(), ...peers])
  const root = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { engines?: { node?: string } }
  project.provide('workDir', workDir)
  project.provide(
    'publishable',
    publishable.map(({ name, relativeDir }) => ({ name, relativeDir })),
  )
  project.provide('tarballs', Object.fromEntries(tarballs))
  project.provide('unpacked', unpacked)
  project.provide('consumerDir', consumerDir)
  project.provide('installWarnings', installWarnings)
  project.provide('nodeEngine', root.engines?.node ?? '')
  console.log(
    `package-checks: ${publishable.length} publishable packages packed in ${((packed - started) / 1000).toFixed(1)} s ` +
      `and installed with npm into one project in ${((Date.now() - packed) / 1000).toFixed(1)} s (${workDir})`,
  )
  return () => {
    if (process.env.LEDGERNET_KEEP_CHECKS === '1') console.log(`package-checks: kept ${workDir}`)
    else rmSync(workDir, { recursive: true, force: true })
  }
}
