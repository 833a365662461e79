#!/usr/bin/env node
// `pnpm bench` (codegen): the time of `ledgernet-codegen generate` for a 100-operation published spec
// (the corpus's Blockfrost 0.1.60: OpenAPI 3.0, 100 operations, 288 KB), as a maintainer runs it —
// a fresh process in the client's package, after `pnpm new-client` — five times. Target: ≤ 5 s.
// Prints each run, the median and the load average; exits 1 when the median misses the target.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'

const here = dirname(new URL(import.meta.url).pathname)
const root = join(here, '../../..')
const target = 5_000
const dir = join(root, '.ledgernet-tmp/bench-generate')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
for (const file of ['codegen.config.json', 'pnpm-workspace.yaml', 'package.json'])
  cpSync(join(root, file), join(dir, file))
cpSync(join(root, 'specs'), join(dir, 'specs'), {
  recursive: true,
  filter: (path) => !/node_modules|dist|\/src|\/test/.test(path.slice(join(root, 'specs').length)),
})
const spec = join(here, 'files/blockfrost/0.1.60/openapi.yaml')
execFileSync('node', [join(root, 'tooling/scripts/new-client.mjs'), 'bench', spec, '--root', dir, '--no-install'], {
  stdio: 'ignore',
})
const pkg = join(dir, 'packages/bench-client')
mkdirSync(join(pkg, 'node_modules/@ledgernet'), { recursive: true })
for (const [link, target] of [
  ['codegen', 'tooling/codegen'],
  ['specs', 'specs'],
])
  symlinkSync(join(root, target), join(pkg, 'node_modules/@ledgernet', link))
const runs = []
for (let run = 0; run < 5; run++) {
  const started = performance.now()
  const output = execFileSync('node', [join(root, 'tooling/codegen/bin/ledgernet-codegen.js'), 'generate'], {
    cwd: pkg,
    encoding: 'utf8',
  })
  const ms = Math.round(performance.now() - started)
  runs.push(ms)
  console.log(
    `generate (100 operations): ${ms} ms wall, ${/generated in (\d+) ms/.exec(output)?.[1]} ms in the command, load ${loadavg()[0].toFixed(2)}`,
  )
}
const median = [...runs].sort((a, b) => a - b)[2]
console.log(
  `generate (100 operations): median ${median} ms, best ${Math.min(...runs)} ms (target ≤ ${target} ms), load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
rmSync(dir, { recursive: true, force: true })
process.exitCode = median <= target ? 0 : 1
