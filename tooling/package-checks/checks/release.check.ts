import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { copyWorkspace } from '../src/copyWorkspace.js'
import { packWorkspace } from '../src/packWorkspace.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { outputTail, runCommand } from '../src/runCommand.js'
import { dependentsOf } from '../src/dependentsOf.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { listWorkspacePackages, type WorkspacePackage } from '../src/workspacePackages.js'

/** The package the rehearsal releases: a patch of crypto reaches most of the workspace. */
const released = '@ledgernet/crypto'
const copy = join(inject('workDir'), 'release-rehearsal')
let before: WorkspacePackage[]
let after: WorkspacePackage[]
let expected: string[]

beforeAll(async () => {
  copyWorkspace(repositoryRoot, copy)
  const pnpm = [join(copy, 'tooling/scripts/pnpm.mjs')]
  // pnpm pack needs the workspace installed to resolve `workspace:` ranges; the store has everything.
  const install = await runCommand(process.execPath, [...pnpm, 'install', '--prefer-offline', '--ignore-scripts', '--no-frozen-lockfile'], { cwd: copy, timeout: 240_000 })
  if (install.code !== 0) throw new Error(`pnpm install in the copy failed:\n${outputTail(install)}`)
  before = listWorkspacePackages(copy)
  expected = [released, ...dependentsOf(released, before)].sort()
  writeFileSync(join(copy, '.changeset', 'package-checks-rehearsal.md'), `---\n"${released}": patch\n---\n\nRelease rehearsal of @ledgernet/package-checks.\n`)
  const version = await runCommand(process.execPath, [join(copy, 'node_modules/@changesets/cli/bin.js'), 'version'], { cwd: copy, timeout: 120_000 })
  if (version.code !== 0) throw new Error(`changeset version failed:\n${outputTail(version)}`)
  after = listWorkspacePackages(copy)
})

const versionOf = (packages: readonly WorkspacePackage[], name: string) => packages.find((pkg) => pkg.name === name)?.manifest.version

describe(`release rehearsal: a patch changeset on ${released}, in a copy of the repository`, () => {
  it('changeset version bumps that package and exactly the packages that depend on it, by a patch', () => {
    const bumped = after.filter((pkg) => pkg.manifest.version !== versionOf(before, pkg.name)).map((pkg) => pkg.name).sort()
    expect(bumped).toEqual(expected)
    expect(expected.length, `nothing depends on ${released}?`).toBeGreaterThan(1)
    for (const name of bumped) {
      const [major, minor, patch] = versionOf(before, name)!.split('.').map(Number) as [number, number, number]
      expect(versionOf(after, name), name).toBe(`${major}.${minor}.${patch + 1}`)
    }
    expect(existsSync(join(copy, '.changeset', 'package-checks-rehearsal.md')), 'the changeset is consumed').toBe(false)
  })

  it('writes a CHANGELOG entry for each bumped package, and none for the others', () => {
    for (const pkg of after) {
      const changelog = join(pkg.dir, 'CHANGELOG.md')
      const original = join(repositoryRoot, pkg.relativeDir, 'CHANGELOG.md')
      if (!expected.includes(pkg.name)) {
        expect(existsSync(changelog) ? readFileSync(changelog, 'utf8') : '', pkg.name).toBe(existsSync(original) ? readFileSync(original, 'utf8') : '')
        continue
      }
      const text = readFileSync(changelog, 'utf8')
      expect(text, pkg.name).toContain(`## ${pkg.manifest.version}\n`)
      if (pkg.name === released) expect(text).toContain('Release rehearsal of @ledgernet/package-checks.')
      else expect(text, pkg.name).toContain(`${released}@${versionOf(after, released)}`)
    }
  })

  it('the packed tarballs carry real version ranges where the workspace says workspace:', async () => {
    const publishable = after.filter((pkg) => pkg.publishable && expected.includes(pkg.name))
    const tarballs = await packWorkspace(copy, publishable, join(copy, '.packed'))
    for (const pkg of publishable) {
      const { manifest } = await unpackTarball(tarballs.get(pkg.name)!, join(copy, '.unpacked', pkg.name))
      expect(manifest.version).toBe(pkg.manifest.version)
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'] as const) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          const sibling = versionOf(after, dependency)
          expect(range, `${pkg.name} ${field}.${dependency}`).not.toMatch(/^workspace:/)
          const workspaceRange = pkg.manifest[field]?.[dependency]
          if (sibling !== undefined && workspaceRange?.startsWith('workspace:')) {
            expect([sibling, `^${sibling}`, `~${sibling}`], `${pkg.name} ${field}.${dependency} = ${range}`).toContain(range)
          }
        }
      }
      if (pkg.name !== released && manifest.dependencies?.[released] !== undefined) {
        expect(manifest.dependencies[released], `${pkg.name} depends on the new ${released}`).toMatch(new RegExp(`^[~^]?${versionOf(after, released)!.replaceAll('.', '\\.')}$`))
      }
    }
  })
})
