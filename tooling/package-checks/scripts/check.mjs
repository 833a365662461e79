#!/usr/bin/env node
// The one entry point CI runs (`pnpm --filter @ledgernet/package-checks check`), after the
// workspace is built: Chromium present, then every packed-tarball check in one vitest run
// (publishing rules, publint, attw, dependencies, consumers, browser, release rehearsal), then
// the size budgets and the README's size table. Every step runs even when an earlier one fails,
// so one CI run shows every problem.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('..', import.meta.url))
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url))

const steps = [
  { name: 'Chromium is installed', command: [process.execPath, 'scripts/ensure-chromium.mjs'] },
  {
    name: 'packed packages: rules, publint, attw, consumers, every README alone and every guide from an empty folder, browser, release rehearsal',
    command: [process.execPath, vitest, 'run', '--config', 'vitest.checks.config.ts'],
  },
  {
    name: "size budgets (size-limit, min + gzip) and the root README's size table",
    command: [process.execPath, 'scripts/size-table.mjs', '--check'],
  },
]

const results = []
for (const step of steps) {
  const started = Date.now()
  console.log(`\n▶ ${step.name}`)
  const { status } = spawnSync(step.command[0], step.command.slice(1), { cwd: here, stdio: 'inherit' })
  results.push({ ...step, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
}
console.log('\npackage-checks summary')
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
