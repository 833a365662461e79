// `docs:preview` serves the built site to this machine only: it listens on 127.0.0.1, not on every
// interface as `vitepress preview` does. The command is run as package.json names it, on a small
// built site of its own (the real build is test:site's), with a free port.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { docsDir } from './sitePages.js'

const siteDir = join(docsDir, '.ledgernet-tmp', 'preview-site')
let preview: ChildProcess
let url: URL

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(join(siteDir, 'assets'), { recursive: true })
  writeFileSync(join(siteDir, 'index.html'), '<h1>home</h1>')
  writeFileSync(join(siteDir, '404.html'), '<h1>not found</h1>')
  writeFileSync(join(siteDir, 'assets', 'app.Bx1.js'), 'export {}')
  const script = (
    JSON.parse(readFileSync(join(docsDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['docs:preview']!
  const [command, ...args] = script.split(' ')
  expect(command).toBe('node')
  preview = spawn(process.execPath, [...args, '--port', '0', '--dir', siteDir], { cwd: docsDir, env: process.env })
  const line = await new Promise<string>((resolve, reject) => {
    let output = ''
    preview.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve(output)
    })
    preview.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    preview.once('exit', (code) => reject(new Error(`docs:preview exited with ${code}: ${output}`)))
  })
  url = new URL(/http:\/\/\S+/.exec(line)![0])
})
afterAll(() => {
  preview?.kill()
  rmSync(siteDir, { recursive: true, force: true })
})

it('serves the built site on 127.0.0.1: pages, cached assets, its 404 page', async () => {
  expect(url.hostname).toBe('127.0.0.1')
  const home = await fetch(url)
  expect([home.status, await home.text(), home.headers.get('cache-control')]).toEqual([
    200,
    '<h1>home</h1>',
    'no-cache',
  ])
  const asset = await fetch(new URL('assets/app.Bx1.js', url))
  expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public,max-age=31536000,immutable'])
  const missing = await fetch(new URL('guide/nowhere.html', url))
  expect([missing.status, await missing.text()]).toEqual([404, '<h1>not found</h1>'])
})

it('is not reachable on any other address: another loopback address is refused', async () => {
  // The control: a server on every interface (what `vitepress preview` does) answers on
  // 127.0.0.2 as well — on Linux every 127.x.y.z reaches the loopback interface.
  const everywhere: Server = createServer()
  await new Promise<void>((resolve) => everywhere.listen(0, resolve))
  try {
    expect(await connects('127.0.0.2', (everywhere.address() as AddressInfo).port)).toBe(true)
  } finally {
    everywhere.close()
  }
  const port = Number(url.port)
  expect(await connects('127.0.0.1', port)).toBe(true)
  expect(await connects('127.0.0.2', port)).toBe(false)
})

it('refuses a port that is not one, naming the option', async () => {
  const [, ...args] = (
    JSON.parse(readFileSync(join(docsDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['docs:preview']!.split(' ')
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...args, '--port', '80a', '--dir', siteDir], { cwd: docsDir })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('exit', (code) => resolve({ code, stderr }))
  })
  expect(result.code).toBe(1)
  expect(result.stderr).toContain('--port must be an integer from 0 to 65535, got "80a"')
})
