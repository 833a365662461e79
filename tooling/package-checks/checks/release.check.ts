import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { copyWorkspace } from '../src/copyWorkspace.js'
import { dependentsOf } from '../src/dependentsOf.js'
import { type Bump, expectedRelease } from '../src/expectedRelease.js'
import { installConsumer } from '../src/installConsumer.js'
import { installedCopies } from '../src/installedCopies.js'
import { packWorkspace } from '../src/packWorkspace.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { outputTail, runCommand } from '../src/runCommand.js'
import { siblingClosure } from '../src/siblingClosure.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { listWorkspacePackages, type WorkspacePackage } from '../src/workspacePackages.js'

/**
 * What the rehearsal releases, one changeset each:
 * - a patch of crypto, which most packages depend on: inside every `^` range, it must release crypto alone;
 * - a minor of transaction (0.x: outside `^0.1.0`): its direct dependents must get a patch, and no one above them;
 * - a patch of transport and of the gateway client: the newer client a user installs beside an older flows.
 */
const changesets: Record<string, Bump> = {
  '@ledgernet/crypto': 'patch',
  '@ledgernet/transaction': 'minor',
  '@ledgernet/transport': 'patch',
  '@ledgernet/gateway-client': 'patch',
}
const copy = join(inject('workDir'), 'release-rehearsal')
let before: WorkspacePackage[]
let after: WorkspacePackage[]
let expected: Map<string, string>

beforeAll(async () => {
  copyWorkspace(repositoryRoot, copy)
  // The rehearsal releases its own changesets only: those the branch has pending (its next
  // release) would move other packages too.
  for (const file of readdirSync(join(copy, '.changeset')))
    if (file.endsWith('.md') && file !== 'README.md') rmSync(join(copy, '.changeset', file))
  const pnpm = [join(copy, 'tooling/scripts/pnpm.mjs')]
  // pnpm pack needs the workspace installed to resolve `workspace:` ranges; the store has everything.
  const install = await runCommand(
    process.execPath,
    [...pnpm, 'install', '--prefer-offline', '--ignore-scripts', '--no-frozen-lockfile'],
    { cwd: copy, timeout: 240_000 },
  )
  if (install.code !== 0) throw new Error(`pnpm install in the copy failed:\n${outputTail(install)}`)
  before = listWorkspacePackages(copy)
  expected = expectedRelease(before, changesets)
  for (const [name, bump] of Object.entries(changesets)) {
    const file = `rehearsal-${name.replace(/^@ledgernet\//, '')}.md`
    writeFileSync(
      join(copy, '.changeset', file),
      `---\n"${name}": ${bump}\n---\n\nRelease rehearsal: a ${bump} of ${name}.\n`,
    )
  }
  // What a maintainer runs: `changeset version`, then the release tags the errors' docs links use.
  const version = await runCommand(process.execPath, [...pnpm, 'run', 'version-packages'], {
    cwd: copy,
    timeout: 120_000,
  })
  if (version.code !== 0) throw new Error(`pnpm version-packages failed:\n${outputTail(version)}`)
  after = listWorkspacePackages(copy)
}, 400_000)

const versionOf = (packages: readonly WorkspacePackage[], name: string) =>
  packages.find((pkg) => pkg.name === name)?.manifest.version

describe(`release rehearsal: ${Object.entries(changesets)
  .map(([name, bump]) => `a ${bump} of ${name}`)
  .join(', ')}, in a copy of the repository`, () => {
  it('changeset version bumps exactly the packages the rule names: the ones released, and a dependent when (and only when) a new version leaves its range', () => {
    const bumped = Object.fromEntries(
      after
        .filter((pkg) => pkg.manifest.version !== versionOf(before, pkg.name))
        .map((pkg) => [pkg.name, pkg.manifest.version]),
    )
    expect(bumped).toEqual(Object.fromEntries(expected))
    expect(
      readdirSync(join(copy, '.changeset')).filter((file) => file.startsWith('rehearsal-')),
      'the changesets are consumed',
    ).toEqual([])
  })

  it('a patch of crypto releases crypto alone: none of the packages that depend on it moved for it', () => {
    const dependents = dependentsOf('@ledgernet/crypto', before)
    expect(dependents.length, 'nothing depends on crypto?').toBeGreaterThan(3)
    const reachedOtherwise = new Set([...expected.keys()])
    const untouched = dependents.filter((name) => !reachedOtherwise.has(name))
    expect(untouched.length).toBeGreaterThan(0)
    for (const name of untouched) expect(versionOf(after, name), name).toBe(versionOf(before, name))
  })

  it('a minor of transaction (0.x: outside ^0.1.0) gives its direct dependents a patch, and stops where ranges hold', () => {
    const direct = before
      .filter((pkg) => pkg.publishable && pkg.manifest.dependencies?.['@ledgernet/transaction'] !== undefined)
      .map((pkg) => pkg.name)
    expect(direct.length).toBeGreaterThan(0)
    for (const name of direct) expect(expected.get(name), name).toBe(patched(versionOf(before, name)!))
    // The CLI depends on flows (bumped by a patch, inside its range), not on transaction: it stays.
    expect(versionOf(after, '@ledgernet/cli')).toBe(versionOf(before, '@ledgernet/cli'))
  })

  it('writes a CHANGELOG entry for each bumped package, and none for the others', () => {
    for (const pkg of after) {
      const changelog = join(pkg.dir, 'CHANGELOG.md')
      const original = join(repositoryRoot, pkg.relativeDir, 'CHANGELOG.md')
      if (!expected.has(pkg.name)) {
        expect(existsSync(changelog) ? readFileSync(changelog, 'utf8') : '', pkg.name).toBe(
          existsSync(original) ? readFileSync(original, 'utf8') : '',
        )
        continue
      }
      const text = readFileSync(changelog, 'utf8')
      expect(text, pkg.name).toContain(`## ${pkg.manifest.version}\n`)
      if (pkg.name in changesets) expect(text).toContain(`Release rehearsal: a ${changesets[pkg.name]} of ${pkg.name}.`)
    }
  })

  it('rewrites the release tag of each bumped package (the docs links of its errors)', () => {
    for (const pkg of after) {
      const file = join(pkg.dir, 'src', 'packageTag.ts')
      if (!existsSync(file)) continue
      expect(readFileSync(file, 'utf8'), pkg.name).toContain(
        `export const packageTag = '${pkg.name}@${pkg.manifest.version}'`,
      )
    }
  })

  it('the packed tarballs carry caret ranges of the released versions where the workspace says workspace:^', async () => {
    const publishable = after.filter((pkg) => pkg.publishable && expected.has(pkg.name))
    const tarballs = await packWorkspace(copy, publishable, join(copy, '.packed'))
    for (const pkg of publishable) {
      const { manifest } = await unpackTarball(tarballs.get(pkg.name)!, join(copy, '.unpacked', pkg.name))
      expect(manifest.version).toBe(pkg.manifest.version)
      for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
        expect(range, `${pkg.name} dependencies.${dependency}`).not.toMatch(/^workspace:/)
        const sibling = versionOf(after, dependency)
        if (sibling === undefined) continue
        expect(range, `${pkg.name} dependencies.${dependency}`).toMatch(/^\^\d+\.\d+\.\d+$/)
        // Released together, a dependency's range moves to the new version (updateInternalDependencies: patch).
        if (expected.has(dependency)) expect(range, `${pkg.name} → ${dependency}`).toBe(`^${sibling}`)
      }
    }
  })

  it('a newer client beside an older flows: npm installs one copy of each lower layer', async () => {
    // The newer gateway client and transport come from the rehearsal; flows and everything else
    // it needs are the tarballs of the repository as it is (the release before).
    const fresh = ['@ledgernet/gateway-client', '@ledgernet/transport']
    const newer = await packWorkspace(
      copy,
      after.filter((pkg) => fresh.includes(pkg.name)),
      join(copy, '.packed-clients'),
    )
    const older = inject('tarballs')
    const closure = siblingClosure('@ledgernet/flows', before).filter((name) => !fresh.includes(name))
    const dir = join(inject('workDir'), 'consumers', 'flows+newer-gateway-client')
    await installConsumer(dir, [...closure.map((name) => older[name]!), ...fresh.map((name) => newer.get(name)!)])
    const copies = installedCopies(join(dir, 'node_modules'), '@ledgernet')
    for (const name of [
      '@ledgernet/errors',
      '@ledgernet/transport',
      '@ledgernet/gateway-client',
      '@ledgernet/crypto',
    ]) {
      expect(copies.get(name), `${name} installed ${copies.get(name)?.length} times`).toHaveLength(1)
    }
    expect(copies.get('@ledgernet/transport')![0]).toBe(versionOf(after, '@ledgernet/transport'))
    expect(copies.get('@ledgernet/flows')![0]).toBe(versionOf(before, '@ledgernet/flows'))
  }, 300_000)
})

function patched(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number]
  return `${major}.${minor}.${patch + 1}`
}
