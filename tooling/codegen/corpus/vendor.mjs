#!/usr/bin/env node
// The corpus's files, taken from the npm registry: for every version of sources.json, `npm pack
// <package>@<version>` (into --cache, kept between runs), the listed files copied byte for byte into
// files/<family>/<version>/ (in their layout, from the folder of the first file), the package's
// licence text into licences/, and corpus.lock.json: per file the package, version, path inside the
// tarball, publish date (`npm view <package> time`), licence and sha256.
//
//   node tooling/codegen/corpus/vendor.mjs [--cache <dir>]   # (re)writes files/, licences/, corpus.lock.json
//   node tooling/codegen/corpus/vendor.mjs --check           # no network: the committed files are the lock's
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix, relative } from 'node:path'
import { parseArgs } from 'node:util'

const here = dirname(new URL(import.meta.url).pathname)
const { values } = parseArgs({ options: { check: { type: 'boolean' }, cache: { type: 'string' } } })
const { families } = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'))
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

if (values.check) process.exit(check())

const cache = values.cache ?? join(tmpdir(), 'ledgernet-corpus-tarballs')
mkdirSync(cache, { recursive: true })
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 })
const times = new Map()
const lock = { $comment: 'Written by vendor.mjs from the npm registry: do not edit.', families: {} }
rmSync(join(here, 'files'), { recursive: true, force: true })
mkdirSync(join(here, 'licences'), { recursive: true })
for (const family of families) {
  if (!times.has(family.package))
    times.set(family.package, JSON.parse(run('npm', ['view', family.package, 'time', '--json'])))
  const entry = {}
  lock.families[family.name] = entry
  for (const { version, files } of family.versions) {
    const tarball = join(cache, `${family.package.replace('@', '').replace('/', '-')}-${version}.tgz`)
    if (!existsSync(tarball)) {
      const packed = run(
        'npm',
        ['pack', `${family.package}@${version}`, '--silent', '--pack-destination', cache],
        cache,
      )
      if (packed.trim().split('\n').at(-1) !== tarball.slice(cache.length + 1))
        throw new Error(`npm pack gave ${packed}`)
    }
    const unpacked = mkdtempSync(join(tmpdir(), 'ledgernet-corpus-'))
    run('tar', ['-xzf', tarball, '-C', unpacked])
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'))
    const base = posix.dirname(files[0])
    const recorded = []
    for (const file of files) {
      const bytes = readFileSync(join(unpacked, file))
      const stored = posix.relative(base, file)
      const target = join(here, 'files', family.name, version, stored)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, bytes)
      recorded.push({ path: file, stored, bytes: bytes.length, sha256: sha256(bytes) })
    }
    const licenceFile = readdirSync(join(unpacked, 'package')).find((name) => /^licen[cs]e(\.md|\.txt)?$/i.test(name))
    const licenceText = licenceFile ? readFileSync(join(unpacked, 'package', licenceFile)) : undefined
    const titled = licenceText?.toString().trim().split('\n')[0].trim()
    const licence =
      typeof manifest.license === 'string'
        ? manifest.license
        : `${titled} (its ${licenceFile}; package.json names none)`
    const licenceName = `${family.package.replace('@', '').replace('/', '__')}.txt`
    // The newest version's licence text is the one kept (the corpus lists a package's versions oldest first).
    if (licenceText) writeFileSync(join(here, 'licences', licenceName), licenceText)
    entry[version] = {
      package: family.package,
      version,
      published: times.get(family.package)[version],
      licence,
      ...(family.documentLicence ? { documentLicence: family.documentLicence } : {}),
      ...(licenceText
        ? { licenceFile: `licences/${licenceName}`, licenceFileSha256: sha256(licenceText) }
        : // A package that ships no licence text: the standard text of the licence its package.json names.
          { licenceFile: `licences/${licence}.txt`, licenceNote: 'the package ships no licence file' }),
      files: recorded,
    }
    rmSync(unpacked, { recursive: true, force: true })
    console.log(
      `vendor: ${family.name} ${version}: ${recorded.map((file) => `${file.stored} (${file.bytes} bytes)`).join(', ')}`,
    )
  }
}
writeFileSync(join(here, 'corpus.lock.json'), `${JSON.stringify(lock, null, 2)}\n`)

/** Every committed file is the lock's (same bytes), and files/ holds nothing else. */
function check() {
  const lock = JSON.parse(readFileSync(join(here, 'corpus.lock.json'), 'utf8'))
  const problems = []
  const expected = new Set()
  for (const family of families)
    for (const { version } of family.versions) {
      const recorded = lock.families[family.name]?.[version]
      if (!recorded) {
        problems.push(`${family.name} ${version}: not in corpus.lock.json (run vendor.mjs)`)
        continue
      }
      for (const file of recorded.files) {
        const path = join(here, 'files', family.name, version, file.stored)
        expected.add(path)
        if (!existsSync(path)) problems.push(`${relative(here, path)}: missing`)
        else if (sha256(readFileSync(path)) !== file.sha256)
          problems.push(`${relative(here, path)}: not the bytes of ${recorded.package}@${version}/${file.path}`)
      }
    }
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    )
  for (const path of existsSync(join(here, 'files')) ? walk(join(here, 'files')) : [])
    if (!expected.has(path)) problems.push(`${relative(here, path)}: not in sources.json`)
  for (const problem of problems) console.error(`vendor --check: ${problem}`)
  if (!problems.length) console.log(`vendor --check: ${expected.size} files, each the bytes its package published`)
  return problems.length ? 1 : 0
}
