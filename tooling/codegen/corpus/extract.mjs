#!/usr/bin/env node
// Writes the corpus's files, byte for byte as each repository published them, from local git
// clones: `node extract.mjs --git <family>=<git dir> … [--out <dir>] [--record]`. Every version's
// files are checked against the digest in corpus.lock.json (sha256 of its sorted "path sha256"
// lines); --record writes the lock from what the clones hold instead (a new family or version).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const here = dirname(new URL(import.meta.url).pathname)
const { values } = parseArgs({
  options: { git: { type: 'string', multiple: true }, out: { type: 'string' }, record: { type: 'boolean' } },
})
const out = values.out ?? join(here, 'files')
const gitDirs = Object.fromEntries((values.git ?? []).map((pair) => pair.split('=')))
const { families } = JSON.parse(readFileSync(join(here, 'families.json'), 'utf8'))
const lockFile = join(here, 'corpus.lock.json')
const lock = values.record ? {} : JSON.parse(readFileSync(lockFile, 'utf8'))
let failed = 0
for (const family of families) {
  const gitDir = gitDirs[family.name]
  if (!gitDir) {
    if (values.record && lock[family.name] === undefined) lock[family.name] = undefined
    continue
  }
  const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30 })
  lock[family.name] = lock[family.name] ?? {}
  for (const version of family.versions) {
    const ref = family.ref ?? version
    const take = family.take.map((path) => path.replace('{version}', version))
    const listing = git('ls-tree', '-r', '-z', ref, '--', ...take)
      .toString()
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split('\t')
        return { blob: meta.split(' ')[2], path }
      })
      .filter(({ path }) => /\.(ya?ml|json)$/.test(path))
      .sort((a, b) => (a.path < b.path ? -1 : 1))
    const lines = []
    let bytes = 0
    for (const { blob, path } of listing) {
      const content = git('cat-file', 'blob', blob)
      bytes += content.length
      lines.push(`${path} ${createHash('sha256').update(content).digest('hex')}\n`)
      const target = join(out, family.name, version, path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, content)
    }
    const digest = createHash('sha256').update(lines.join('')).digest('hex')
    const dated = git('log', '-1', '--format=%cs %H', ref, '--', ...take)
      .toString()
      .trim()
      .split(' ')
    const entry = { ref: dated[1], date: dated[0], files: listing.length, bytes, digest }
    if (values.record) lock[family.name][version] = entry
    else if (lock[family.name]?.[version]?.digest !== digest) {
      console.error(`extract: ${family.name} ${version}: digest ${digest} is not the recorded one`)
      failed++
    }
    console.log(`${family.name} ${version}: ${listing.length} files, ${bytes} bytes`)
  }
}
if (values.record) writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`)
process.exitCode = failed ? 1 : 0
