#!/usr/bin/env node
// Measures the size budgets of .size-limit.mjs and prints them as the Markdown table of the
// README (budget beside the measured size). Exits 1 when a budget is exceeded, like `size-limit`.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// size-limit exports no bin path; this package installs it, so its folder is known.
const bin = fileURLToPath(new URL('../node_modules/size-limit/bin.js', import.meta.url))
const result = spawnSync(process.execPath, [bin, '--json'], { encoding: 'utf8', cwd: fileURLToPath(new URL('..', import.meta.url)) })
let checks
try {
  checks = JSON.parse(result.stdout)
} catch {
  console.error(`size-limit failed:\n${result.stdout}${result.stderr}`)
  process.exit(1)
}
const { default: budgets } = await import(new URL('../.size-limit.mjs', import.meta.url).href)
const limitOf = (name) => budgets.find((budget) => budget.name === name)?.limit ?? '?'
console.log('| what a browser app imports (min + gzip, esbuild) | budget | measured |')
console.log('|---|---|---|')
for (const check of checks) {
  const verdict = check.passed ? '' : ' **over budget**'
  console.log(`| ${check.name} | ${limitOf(check.name)} | ${check.size} B${verdict} |`)
}
process.exit(checks.every((check) => check.passed) ? 0 : 1)
