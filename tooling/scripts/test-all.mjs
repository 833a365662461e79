#!/usr/bin/env node
// Every check CI makes, in the order a failure is cheapest to read. Run with `npm test` (which
// installs first) or `pnpm test:all` on an installed checkout.
import { spawnSync } from 'node:child_process'

const root = new URL('../../', import.meta.url).pathname
const pnpm = ['node', 'tooling/scripts/pnpm.mjs']

/** @type {Array<{ name: string, command: string[] }>} */
const steps = [
  { name: 'build every package', command: [...pnpm, 'turbo', 'run', 'build', '--output-logs=errors-only'] },
  {
    name: 'generated code matches specs/ (pnpm generate changes nothing)',
    command: ['node', 'tooling/codegen/bin/ledgernet-check-generated.js'],
  },
  {
    name: "every spec that differs from main's has a changeset of at least the bump its diff needs",
    command: ['node', 'tooling/codegen/bin/ledgernet-codegen.js', 'changesets', '--check'],
  },
  {
    name: 'docs/errors.md explains every error code the packages register (so every code they can throw)',
    command: ['node', 'tooling/scripts/check-error-docs.mjs'],
  },
  {
    name: "each package's release tag (its errors' docs links) matches its package.json",
    command: ['node', 'tooling/scripts/package-tags.mjs', '--check'],
  },
  {
    name: 'lint and format (Biome: formatting, lint rules, browser packages without Node built-ins or Buffer)',
    command: [...pnpm, 'exec', 'biome', 'ci', '.'],
  },
  {
    name: 'type-check sources and tests',
    command: [...pnpm, 'turbo', 'run', 'typecheck', '--output-logs=errors-only'],
  },
  {
    name: "unit, integration and end-to-end tests (the guides' samples included)",
    command: [...pnpm, 'turbo', 'run', 'test', '--concurrency=1'],
  },
  {
    name: 'documentation site: built, every page opened in Chromium, search, diagrams, screenshots',
    command: [...pnpm, '--filter', '@ledgernet/docs', 'run', 'test:site'],
  },
  {
    name: 'every package alone from npm: packed, installed, typed, bundled, in Chromium; size budgets; release rehearsal',
    command: [...pnpm, '--filter', '@ledgernet/package-checks', 'run', 'check'],
  },
]

const results = []
for (const step of steps) {
  const started = Date.now()
  console.log(`\n▶ ${step.name}\n  $ ${step.command.join(' ')}`)
  const { status } = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name: step.name, ok: status === 0, seconds })
  if (status !== 0) break
}

console.log('\nSummary')
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`)
const skipped = steps.slice(results.length)
for (const { name } of skipped) console.log(`  not run  ${name} (an earlier step failed)`)
process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1)
