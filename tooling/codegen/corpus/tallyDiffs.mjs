#!/usr/bin/env node
// The bump of every version step of the corpus, as `ledgernet-codegen diff` gives it and as an
// independent tool gives it (api-smart-diff, which reads OpenAPI 3.x; it has no rules for OpenRPC,
// whose steps are listed with ours only). Each spec is read as generation reads it (its files
// bundled; ours also repairs and normalizes it, as generation does). Writes the tally and every
// disagreement, with the rules and the other tool's findings behind it, into corpus.md.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'

const here = dirname(new URL(import.meta.url).pathname)
const root = join(here, '../../..')
const { diffSpecs, readSpec } = await import(join(root, 'tooling/codegen/dist/index.js'))
const { families } = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'))
const lock = JSON.parse(readFileSync(join(here, 'corpus.lock.json'), 'utf8')).families

// api-smart-diff's answers are kept by the digests of the two files: a step whose files did not
// change is not compared again (its largest steps take minutes and gigabytes).
const previous = (() => {
  try {
    return JSON.parse(readFileSync(join(here, 'diff-tally.json'), 'utf8')).theirs ?? {}
  } catch {
    return {}
  }
})()
const theirsKept = {}
let reused = 0
const rows = []
const disagreements = []
let compared = 0
let agreed = 0
const started = performance.now()
for (const family of families) {
  const versions = family.versions.map(({ version }) => version)
  for (let index = 1; index < versions.length; index++) {
    const [from, to] = [versions[index - 1], versions[index]]
    const paths = (version) =>
      lock[family.name][version].files.map((file) => join(here, 'files', family.name, version, file.stored))
    const read = (version) =>
      readSpec(family.kind === 'openrpc' ? paths(version) : [paths(version)[0]], undefined, { published: true })
        .document
    const ours = diffSpecs(read(from), read(to))
    const counted = (changes) => {
      const byRule = new Map()
      for (const change of changes) byRule.set(change.rule, (byRule.get(change.rule) ?? 0) + 1)
      return [...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ×${n}`)
    }
    const top = ours.changes.filter(
      (change) => change.kind === { major: 'breaking', minor: 'additive', patch: 'documentation' }[ours.bump],
    )
    const row = { family: family.name, kind: family.kind, from, to, ours: ours.bump, rules: counted(top).slice(0, 4) }
    if (family.kind === 'openapi') {
      // api-smart-diff, each step in a process of its own: on the largest documents it lists millions
      // of differences (Stripe: 6.5 million, 7 GB, 5 minutes at load 10).
      const key = `${family.name} ${from} ${to} ${lock[family.name][from].files[0].sha256} ${lock[family.name][to].files[0].sha256}`
      let their = previous[key]
      if (their && !their.bump.startsWith('could not')) reused++
      else
        try {
          their = JSON.parse(
            execFileSync(
              'node',
              ['--max-old-space-size=10240', join(here, 'theirBump.mjs'), paths(from)[0], paths(to)[0]],
              {
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
                timeout: 45 * 60_000,
                maxBuffer: 1 << 24,
              },
            ),
          )
        } catch (error) {
          their = { bump: `could not compare (${error.signal ?? `exit ${error.status}`})`, examples: [] }
        }
      theirsKept[key] = their
      row.theirs = their.bump
      if (!their.bump.startsWith('could not')) {
        compared++
        if (their.bump === ours.bump) agreed++
        else
          disagreements.push({
            ...row,
            their: their.examples,
            ourTop: top.slice(0, 3).map((c) => `${c.rule}: ${c.message} (${c.pointer})`.slice(0, 200)),
          })
      }
    }
    rows.push(row)
    console.log(`${family.name} ${from} → ${to}: ours ${row.ours}${row.theirs ? `, api-smart-diff ${row.theirs}` : ''}`)
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(0)
const load = loadavg()[0].toFixed(2)
writeFileSync(
  join(here, 'diff-tally.json'),
  `${JSON.stringify({ compared, agreed, rows, disagreements, theirs: theirsKept }, null, 2)}\n`,
)
const table = [
  '<!-- bump tally: written by tallyDiffs.mjs -->',
  `${agreed} of ${compared} OpenAPI steps get the same bump from \`ledgernet-codegen diff\` and from api-smart-diff 1.0.6. Ours took ${seconds} s for all ${rows.length} steps (load ${load}); api-smart-diff's answers are kept by the files' digests (${reused} of ${compared} reused here): its own run takes up to 5.5 minutes and 7 GB for one Stripe step. The OpenRPC steps have no independent tool to compare with (api-smart-diff has no OpenRPC rules: it would compare methods by their place in the list).`,
  '',
  '| family | step | ours | rules behind ours (most frequent) | api-smart-diff |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${row.family} | ${row.from} → ${row.to} | ${row.ours} | ${row.rules.join(', ') || '—'} | ${row.theirs ?? 'no OpenRPC rules'}${row.theirs && row.theirs !== row.ours ? ' **(differs)**' : ''} |`,
  ),
  '',
  'Every disagreement, with what each side found first:',
  '',
  ...disagreements.flatMap((row) => [
    `- **${row.family} ${row.from} → ${row.to}**: ours ${row.ours}, api-smart-diff ${row.theirs}.`,
    `  - ours: ${row.ourTop.join('; ') || 'no change of that kind'}`,
    `  - api-smart-diff: ${row.their.join('; ') || '—'}`,
  ]),
  '<!-- end of bump tally -->',
].join('\n')
const text = readFileSync(join(here, 'corpus.md'), 'utf8')
writeFileSync(
  join(here, 'corpus.md'),
  text.includes('<!-- bump tally')
    ? text.replace(/<!-- bump tally[\s\S]*<!-- end of bump tally -->/, table)
    : `${text.trimEnd()}\n\n## Bumps, ours and an independent tool's\n\n${table}\n`,
)
