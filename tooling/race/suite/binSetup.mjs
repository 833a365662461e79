// The bin suite's global setup: one `ledgernet-sandbox` bin per worker, as a user's harness starts
// it (`--port 0 --json`: it prints one JSON line describing itself), stopped with SIGTERM after.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'

const require = createRequire(import.meta.url)
const sandboxPackage = require.resolve('@ledgernet/sandbox/package.json')
const bin = join(dirname(sandboxPackage), require(sandboxPackage).bin['ledgernet-sandbox'])

export default async function setup(project) {
  const children = []
  const bins = await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      const child = spawn(process.execPath, [bin, '--port', '0', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] })
      children.push(child)
      const line = await new Promise((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve)
        child.once('exit', (code) => reject(new Error(`ledgernet-sandbox exited (${code}) before it started`)))
      })
      child.removeAllListeners('exit')
      return JSON.parse(line)
    }),
  )
  project.provide('bins', bins)
  return async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))))
  }
}
