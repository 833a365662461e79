import { readFileSync } from 'node:fs'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'
import type { Problem } from '@arethetypeswrong/core/types'
import { jsEntryPoints } from './entryPoints.js'
import type { PackageManifest } from './workspacePackages.js'

function describe(problem: Problem): string {
  const info = problemKindInfo[problem.kind]
  const where: string[] = []
  if ('entrypoint' in problem) where.push(`"${problem.entrypoint}"`)
  if ('resolutionKind' in problem) where.push(problem.resolutionKind)
  if ('typesFileName' in problem) where.push(problem.typesFileName)
  if ('fileName' in problem) where.push(problem.fileName)
  if ('moduleSpecifier' in problem) where.push(`import "${problem.moduleSpecifier}"`)
  return `${info.emoji} ${info.title}${where.length ? ` (${where.join(', ')})` : ''}: ${info.shortDescription} — ${info.docsUrl}`
}

/**
 * "Are the types wrong?" on a packed tarball with attw's `strict` profile (what `attw --pack`
 * reports: every resolution — node10, node16 from CommonJS and from ESM, bundler) for every
 * JavaScript entry point (data files such as `./gateway.openapi.yaml` are not modules TypeScript
 * resolves), plus one rule attw's exit code skips: a package that ships no types at all is a
 * problem here, since every ledgernet package is written in TypeScript. node10 cannot see subpath
 * exports; only the main entry point is held to it.
 *
 * @example
 * await typeResolutionProblems('/tmp/packed/ledgernet-crypto-0.1.0.tgz', manifest) // [] when the types resolve everywhere
 */
export async function typeResolutionProblems(tarball: string, manifest: PackageManifest): Promise<string[]> {
  const pkg = createPackageFromTarballData(new Uint8Array(readFileSync(tarball)))
  const entrypoints = jsEntryPoints(manifest).map((entry) => entry.subpath)
  if (entrypoints.length === 0) return ['declares no JavaScript entry point in "exports"']
  const result = await checkPackage(pkg, { entrypoints })
  if (result.types === false) return ['ships no types: attw found no declaration file for any entry point']
  return result.problems
    .filter(
      (problem) =>
        !(
          'resolutionKind' in problem &&
          problem.resolutionKind === 'node10' &&
          'entrypoint' in problem &&
          problem.entrypoint !== '.'
        ),
    )
    .map(describe)
}
