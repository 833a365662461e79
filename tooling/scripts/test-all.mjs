#!/usr/bin/env node
// Every check CI makes. `npm test` runs it with `--install` (what CI runs on a clean clone);
// `pnpm test:all` on an installed checkout.
//
// Steps start as soon as the steps they need have passed, and run side by side: the machine has
// two cores, and most steps leave one idle for part of their time (downloads, a single-threaded
// bundler, tests waiting on a sandbox). At most three heavy steps run at once; the ones beside the
// packages' tests run at a lower priority (nice 5), so the tests, whose sandboxes and children
// keep time, get the CPU first and the others its idle part. Each step's output is printed in one
// piece when it ends; the summary gives every step's time. After a failure no new step starts;
// the running ones finish.
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'

const root = new URL('../../', import.meta.url).pathname
const pnpm = ['node', 'tooling/scripts/pnpm.mjs']
const install = process.argv.includes('--install')

/**
 * @typedef {{ id: string, name: string, command: string[], after?: string[], heavy?: boolean, nice?: number }} Step
 * @type {Step[]}
 */
const steps = [
  ...(install
    ? [
        {
          id: 'install',
          name: 'install the workspace (pnpm, frozen lockfile)',
          command: [...pnpm, 'install', '--frozen-lockfile'],
        },
      ]
    : []),
  {
    id: 'chromium',
    name: "Debian's Chromium is installed (with apt when missing), for the docs site and the browser checks",
    command: ['node', 'tooling/package-checks/scripts/ensure-chromium.mjs'],
  },
  {
    id: 'lint',
    name: 'lint and format (Biome: formatting, lint rules, browser packages without Node built-ins or Buffer)',
    command: [...pnpm, 'exec', 'biome', 'ci', '.'],
    after: ['install'],
  },
  {
    id: 'deadcode',
    name: 'no dead code: every file reached, every export imported, every dependency used (Knip, knip.jsonc)',
    command: [...pnpm, 'exec', 'knip', '--no-progress'],
    after: ['install'],
  },
  {
    id: 'tags',
    name: "each package's release tag (its errors' docs links) matches its package.json",
    command: ['node', 'tooling/scripts/package-tags.mjs', '--check'],
    after: ['install'],
  },
  {
    id: 'build',
    name: 'build every package',
    command: [...pnpm, 'turbo', 'run', 'build', '--output-logs=errors-only'],
    after: ['install'],
    heavy: true,
  },
  {
    id: 'generated',
    name: 'generated code matches specs/ (pnpm generate changes nothing)',
    command: ['node', 'tooling/codegen/bin/ledgernet-check-generated.js'],
    after: ['build'],
  },
  {
    id: 'changesets',
    name: "every spec that differs from main's has a changeset of at least the bump its diff needs",
    command: ['node', 'tooling/codegen/bin/ledgernet-codegen.js', 'changesets', '--check'],
    after: ['build'],
  },
  {
    id: 'errors',
    name: 'docs/errors.md explains every error code the packages register (so every code they can throw)',
    command: ['node', 'tooling/scripts/check-error-docs.mjs'],
    after: ['build'],
  },
  {
    id: 'corpus',
    name: 'published specs: one version of each corpus family through new-client → generate → build → import → a call per shape (the whole corpus: pnpm corpus)',
    command: ['node', 'tooling/codegen/corpus/runCorpus.mjs', '--sample'],
    after: ['build'],
    heavy: true,
    nice: 5,
  },
  {
    id: 'tests',
    name: "unit, integration and end-to-end tests of every package, one vitest run (the guides' samples included)",
    command: ['node', 'tooling/scripts/test-packages.mjs'],
    after: ['build'],
    heavy: true,
  },
  {
    id: 'site',
    name: 'documentation site: built; every page, link, anchor, loaded file and search entry checked; the distinct pages in Chromium',
    command: [...pnpm, '--filter', '@ledgernet/docs', 'run', 'test:site'],
    after: ['build', 'chromium'],
    heavy: true,
    nice: 5,
  },
  {
    id: 'packages',
    name: 'every package from npm: packed, installed, typed, bundled, in Chromium; size budgets; release rehearsal',
    command: [...pnpm, '--filter', '@ledgernet/package-checks', 'run', 'check'],
    after: ['build', 'chromium'],
    heavy: true,
    nice: 5,
  },
  {
    id: 'typecheck',
    name: 'type-check sources and tests',
    command: [...pnpm, 'turbo', 'run', 'typecheck', '--output-logs=errors-only'],
    after: ['build'],
    heavy: true,
    nice: 5,
  },
]
const known = new Set(steps.map((step) => step.id))
const heavyAtOnce = 3

/** @type {Map<string, { ok: boolean, seconds: number }>} */
const results = new Map()
/** @type {Set<string>} */
const running = new Set()
const started = Date.now()
let failed = false

const ready = (step) =>
  !results.has(step.id) &&
  !running.has(step.id) &&
  (step.after ?? []).filter((id) => known.has(id)).every((id) => results.get(id)?.ok === true)
const heavyRunning = () => steps.filter((step) => step.heavy && running.has(step.id)).length

await new Promise((resolve) => {
  const next = () => {
    if (!failed)
      for (const step of steps)
        if (ready(step) && (!step.heavy || heavyRunning() < heavyAtOnce)) {
          running.add(step.id)
          run(step).then((result) => {
            running.delete(step.id)
            results.set(step.id, result)
            if (!result.ok) failed = true
            next()
          })
        }
    if (running.size === 0) resolve(undefined)
  }
  next()
})

/** Runs a step with its output collected, prints it in one piece when it ends. */
function run(step) {
  const at = Date.now()
  console.log(`… ${step.name}  (started at ${seconds(at - started)} s)`)
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    // Set before the step starts its own processes, which inherit it. Not allowed (this runs at a
    // lower priority already) or too late: the step runs as it is.
    if (step.nice !== undefined && child.pid !== undefined)
      try {
        setPriority(child.pid, step.nice)
      } catch {}
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('error', (error) => (output += `\n${error.message}\n`))
    child.on('close', (code) => {
      const ok = code === 0
      const time = (Date.now() - at) / 1000
      console.log(`\n▶ ${step.name}\n  $ ${step.command.join(' ')}\n${output.trimEnd()}`)
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${time.toFixed(1)} s)`)
      resolve({ ok, seconds: time })
    })
  })
}

function seconds(ms) {
  return (ms / 1000).toFixed(1)
}

console.log('\nSummary (each step from its start to its end; steps run side by side)')
for (const step of steps) {
  const result = results.get(step.id)
  if (result) console.log(`  ${result.ok ? 'pass' : 'FAIL'}  ${step.name} (${result.seconds.toFixed(1)} s)`)
  else console.log(`  not run  ${step.name} (an earlier step failed)`)
}
const sum = [...results.values()].reduce((total, result) => total + result.seconds, 0)
console.log(`  ${seconds(Date.now() - started)} s in all (the steps' times add up to ${sum.toFixed(1)} s)`)
process.exit(!failed && results.size === steps.length ? 0 : 1)
