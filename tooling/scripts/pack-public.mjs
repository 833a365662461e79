#!/usr/bin/env node
// `pnpm pack:public [--pack-destination <dir>]` (after `pnpm build`, which the root script runs
// first): packs exactly the packages a release publishes — every workspace package that is not
// `private` — with pnpm, which rewrites `workspace:` ranges as `pnpm publish` does, into
// `artifacts/packed/` (git-ignored) or the given folder, and prints one tarball per line. The
// private ones (docs, tooling) are never packed: `pnpm -r pack` would pack them too.
// package-checks packs with this script, and fails when it packs anything but the published set.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const pnpm = fileURLToPath(new URL('./pnpm.mjs', import.meta.url))
const args = process.argv.slice(2)
const given = args.length === 2 && args[0] === '--pack-destination'
if (args.length > 0 && !given) {
  console.error('usage: pnpm pack:public [--pack-destination <dir>]')
  process.exit(2)
}
const destination = given ? resolve(args[1]) : resolve(root, 'artifacts/packed')

const listed = spawnSync(process.execPath, [pnpm, 'ls', '--recursive', '--depth', '-1', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
if (listed.status !== 0) {
  console.error(`error: pnpm ls failed:\n${listed.stderr}`)
  process.exit(1)
}
/** @type {Array<{ name: string, version: string, private: boolean }>} */
const workspace = JSON.parse(listed.stdout)
const published = workspace.filter((pkg) => pkg.private === false).sort((a, b) => a.name.localeCompare(b.name))

mkdirSync(destination, { recursive: true })
const before = new Set(readdirSync(destination))
const packed = spawnSync(
  process.execPath,
  [
    pnpm,
    '--recursive',
    ...published.flatMap((pkg) => ['--filter', pkg.name]),
    'pack',
    '--pack-destination',
    destination,
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
if (packed.status !== 0) {
  console.error(`error: pnpm pack failed:\n${packed.stdout}\n${packed.stderr}`)
  process.exit(1)
}
const made = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file))
for (const pkg of published) {
  const file = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`
  if (!readdirSync(destination).includes(file)) {
    console.error(`error: pnpm pack did not make ${file} for ${pkg.name}`)
    process.exit(1)
  }
  console.log(resolve(destination, file))
}
if (made.length > published.length) {
  console.error(`error: pnpm pack made ${made.length} tarballs for ${published.length} published packages`)
  process.exit(1)
}
