#!/usr/bin/env node
// The vitest tests of every package that needs them, as projects of one vitest run (the root
// vitest.config.ts): one process whose workers all packages share, not one process per package.
//
// A package needs its tests run unless they passed with exactly its present inputs. turbo.json's
// `test` task declares those inputs (the package's files, its workspace dependencies' files and
// builds, the lockfile entries), and turbo's dry run gives each package's hash of them. A package
// is skipped when turbo has that hash cached (`turbo run test` passed it) or this script recorded
// it (a vitest run it made passed), in node_modules/.cache/ledgernet-tests/. A fresh clone has
// neither, so it runs everything. `--all` runs every package whatever was recorded.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const passed = join(root, 'node_modules', '.cache', 'ledgernet-tests')
const all = process.argv.includes('--all')

const dryRun = spawnSync(process.execPath, [join(root, 'node_modules/turbo/bin/turbo'), 'run', 'test', '--dry=json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
})
if (dryRun.status !== 0) {
  console.error(`test-packages: \`turbo run test --dry=json\` failed:\n${dryRun.stderr}`)
  process.exit(1)
}
/** @type {{ package: string, hash: string, command: string, directory: string, cache: { status: string } }[]} */
const tasks = JSON.parse(dryRun.stdout).tasks.filter((task) => task.task === 'test' && task.command !== '<NONEXISTENT>')
const marker = (task) => join(passed, `${task.package.replace('/', '__')}-${task.hash}`)
const unchanged = all ? [] : tasks.filter((task) => task.cache.status === 'HIT' || existsSync(marker(task)))
const toRun = tasks.filter((task) => !unchanged.includes(task))

if (unchanged.length > 0)
  console.log(
    `test-packages: unchanged since their tests passed, not run again: ${unchanged.map((task) => task.package).join(', ')}`,
  )
if (toRun.length === 0) {
  console.log('test-packages: every package is unchanged since its tests passed (`--all` runs them anyway)')
  process.exit(0)
}
console.log(`test-packages: ${toRun.map((task) => task.package).join(', ')}`)

const reportDir = mkdtempSync(join(tmpdir(), 'ledgernet-tests-'))
const report = join(reportDir, 'report.json')
const vitest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...toRun.flatMap((task) => ['--project', task.package]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { cwd: root, stdio: 'inherit' },
)

// Recorded only after a run that passed as a whole: a failure vitest cannot pin on a file (an
// unhandled error) leaves nothing recorded.
if (vitest.status === 0 && existsSync(report)) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'))
  mkdirSync(passed, { recursive: true })
  for (const task of toRun) {
    const files = testResults.filter((file) => file.name.startsWith(join(root, task.directory, '/')))
    if (files.length > 0 && files.every((file) => file.status === 'passed'))
      writeFileSync(marker(task), `${new Date().toISOString()}\n`)
  }
}
rmSync(reportDir, { recursive: true, force: true })
process.exit(vitest.status ?? 1)
