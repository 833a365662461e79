#!/usr/bin/env node
// The size table of the root README, made from size-limit's own measurement (`size-limit --json`
// with .size-limit.ts), so that no number in it is measured any other way.
//   node scripts/size-table.mjs           prints the table (exit 1 when a budget is exceeded)
//   node scripts/size-table.mjs --write   also writes it into README.md between its markers
//   node scripts/size-table.mjs --check   exit 1 when a budget is exceeded or README.md's table
//                                         is not today's (CI), saying how to update it
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('..', import.meta.url))
const readmePath = fileURLToPath(new URL('../../../README.md', import.meta.url))
const START = '<!-- size-table: made by `pnpm --filter @ledgernet/package-checks size:table --write`; do not edit -->'
const END = '<!-- /size-table -->'
const mode = process.argv[2]
if (mode !== undefined && mode !== '--write' && mode !== '--check') {
  console.error(`unknown option ${mode}; use --write or --check`)
  process.exit(2)
}

// size-limit exports no bin path; this package installs it, so its folder is known.
const bin = fileURLToPath(new URL('../node_modules/size-limit/bin.js', import.meta.url))
const result = spawnSync(process.execPath, [bin, '--json'], { encoding: 'utf8', cwd: here })
let checks
try {
  checks = JSON.parse(result.stdout)
} catch {
  console.error(`size-limit failed:\n${result.stdout}${result.stderr}`)
  process.exit(1)
}

const bytes = (value) => `${value.toLocaleString('en-US')} B`
const table = [
  '| what a browser app pays for (min + gzip, esbuild, ESM) | budget | measured |',
  '|---|---:|---:|',
  ...checks.map((check) => {
    const verdict = check.passed ? '' : ' **over budget**'
    return `| ${check.name} | ${bytes(check.sizeLimit)} | ${bytes(check.size)}${verdict} |`
  }),
].join('\n')
console.log(table)

let failed = !checks.every((check) => check.passed)
if (failed) console.error('\nA budget is exceeded (see above).')
if (mode !== undefined) {
  const readme = readFileSync(readmePath, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) {
    console.error(`\nREADME.md has no size table between the lines\n${START}\n${END}`)
    process.exit(1)
  }
  const updated = `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`
  if (mode === '--write') {
    writeFileSync(readmePath, updated)
    console.log('\nREADME.md updated.')
  } else if (updated !== readme) {
    const command = 'node tooling/scripts/pnpm.mjs --filter @ledgernet/package-checks size:table --write'
    console.error(
      `\nREADME.md's size table is not what size-limit measures today: run \`${command}\` and commit README.md.`,
    )
    failed = true
  }
}
process.exit(failed ? 1 : 0)
