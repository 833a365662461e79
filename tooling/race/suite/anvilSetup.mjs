// The viem suite's global setup: one anvil per worker, started with its defaults on a free port,
// as viem's own tests start theirs.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from '../freePort.mjs'

const require = createRequire(import.meta.url)
const anvil = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')

export default async function setup(project) {
  const children = []
  const urls = await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      const port = await freePort()
      const child = spawn(anvil, ['--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
      children.push(child)
      await new Promise((resolve, reject) => {
        let out = ''
        child.stdout.setEncoding('utf8').on('data', (chunk) => {
          out += chunk
          if (/Listening on/.test(out)) resolve(undefined)
        })
        child.once('exit', (code) => reject(new Error(`anvil exited (${code}) before it listened:\n${out}`)))
      })
      child.removeAllListeners('exit')
      return `http://127.0.0.1:${port}`
    }),
  )
  project.provide('anvils', urls)
  return async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))))
  }
}
