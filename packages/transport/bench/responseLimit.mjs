// `pnpm bench` (transport): memory at the response size limit. A server in this process sends an
// endless chunked body (as fast as the client reads); a fresh Node process per measurement
// (`responseLimitChild.mjs`, with --expose-gc) asks it through the transport on each path — Node's
// own client, the global fetch (stepped aside to), a custom fetch, and Node's own client behind a
// redirect — at two limits, and reports how far its memory rose above a settled baseline while the
// body came: RSS, and what JavaScript holds (V8's heap and external memory, Buffers included), at
// their peaks (sampled every 2 ms), then after a full GC. The call must end with `TOO_LARGE`.
// BENCH_LIMITS (MiB, comma-separated) changes the limits; the load average is printed beside.
import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const limits = (process.env.BENCH_LIMITS ?? '16,64').split(',').map((mib) => Number(mib) * 1024 * 1024)
const chunk = Buffer.alloc(64 * 1024, 0x78)
const server = createServer((request, response) => {
  if (request.url === '/small') return response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  if (request.url === '/moved') return response.writeHead(302, { location: '/endless' }).end()
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write('{"a":"')
  const pump = () => {
    while (!response.destroyed) if (!response.write(chunk)) return void response.once('drain', pump)
  }
  pump()
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const target = `http://127.0.0.1:${server.address().port}`
const child = fileURLToPath(new URL('./responseLimitChild.mjs', import.meta.url))
const cwd = fileURLToPath(new URL('..', import.meta.url))
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

console.log(`\nmemory at the response size limit — ${new Date().toISOString()}, Node ${process.version}`)
console.log(`load average (1, 5, 15 min) before: ${load()}`)
console.log(
  `  ${'path'.padEnd(34)}${'limit'.padStart(10)}${'RSS peak'.padStart(12)}${'JS peak'.padStart(12)}${'JS after GC'.padStart(13)}   ended`,
)
const paths = [
  ['Node’s own client', 'node', '/endless'],
  ['the global fetch', 'global', '/endless'],
  ['a custom fetch', 'custom', '/endless'],
  ['Node’s own client, after a redirect', 'node', '/moved'],
]
for (const limit of limits)
  for (const [name, kind, route] of paths) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', child], {
      cwd,
      env: { ...process.env, TARGET: target, PATH_KIND: kind, LIMIT: String(limit), ROUTE: route },
    })
    const result = JSON.parse(stdout.trim().split('\n').at(-1))
    const ended = result.error ? `${result.error.reason} at ${mib(result.error.size)}` : 'no error (!)'
    console.log(
      `  ${name.padEnd(34)}${mib(limit).padStart(10)}${`+${mib(result.rss)}`.padStart(12)}${`+${mib(result.js)}`.padStart(12)}${`+${mib(result.retained)}`.padStart(13)}   ${ended}, ${result.ms.toFixed(0)} ms`,
    )
  }
console.log(`load average after: ${load()}\n`)
server.closeAllConnections()
server.close()
