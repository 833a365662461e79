// Cold start: a fresh process that imports @ledgernet/sandbox and awaits its first startSandbox()
// (ready, measured inside it from just before the import), the bin's banner (measured from the
// spawn), and a bare `node -e 0` (spawn to exit) in the same run, for the ratio.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 9)
const index = fileURLToPath(new URL('../dist/index.node.js', import.meta.url))
const bin = fileURLToPath(new URL('../bin/ledgernet-sandbox.cjs', import.meta.url))
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function run(args, until) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (until?.test(out)) {
        const ms = performance.now() - started
        child.kill('SIGTERM')
        child.once('exit', () => resolve({ ms, out }))
      }
    })
    child.once('error', reject)
    if (!until) child.once('exit', () => resolve({ ms: performance.now() - started, out }))
  })
}

const ready = [
  'const t0 = performance.now()',
  `const { startSandbox, silentLogger } = await import(${JSON.stringify(index)})`,
  'const sandbox = await startSandbox({ logger: silentLogger })',
  'console.log(performance.now() - t0)',
  'await sandbox.stop()',
].join('; ')
const samples = { bare: [], ready: [], readyWall: [], banner: [] }
for (let i = 0; i < RUNS; i++) {
  samples.bare.push((await run(['-e', '0'])).ms)
  const started = await run(['--input-type=module', '-e', ready])
  samples.ready.push(Number(started.out.trim()))
  samples.readyWall.push(started.ms)
  samples.banner.push((await run([bin, '--port', '0'], /Press Ctrl-C to stop/)).ms)
}
export const coldStart = {
  runs: RUNS,
  bare: median(samples.bare),
  ready: median(samples.ready),
  readyWall: median(samples.readyWall),
  banner: median(samples.banner),
}
