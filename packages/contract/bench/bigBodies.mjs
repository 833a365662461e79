// `pnpm bench` of @ledgernet/contract, first part: the memory of a whole run against a server that
// answers 10 MB to everything (with a Content-Length, or chunked without one, in turn). The run
// reads at most its body limit of each answer (1 MiB by default), so its peak RSS stays far under
// the target of 300 MB whatever the server sends. Prints the peak RSS, the checks, and the load.
//
//   node bench/bigBodies.mjs
import { createServer } from 'node:http'
import { loadavg } from 'node:os'
import { PrivateKey } from '@ledgernet/crypto'

const chunk = Buffer.alloc(64 * 1024, 'a')
let count = 0
const server = createServer((request, response) => {
  request.resume()
  const declared = count++ % 2 === 0
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(declared ? { 'content-length': String(160 * chunk.length) } : {}),
  })
  response.on('error', () => {})
  let sent = 0
  const write = () => {
    while (sent < 160) {
      sent += 1
      if (!response.write(chunk)) return void response.once('drain', write)
    }
    response.end()
  }
  write()
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${server.address().port}`

const { runContract } = await import('../dist/index.js')
const load = loadavg()
const started = performance.now()
const report = await runContract({
  gateway: url,
  rpc: `${url}/rpc`,
  node: url,
  v0: url,
  privateKey: PrivateKey.generate(),
  admin: 'admin:secret',
  timeout: 5_000,
})
const seconds = (performance.now() - started) / 1000
// The server lives in this process too: its 64 KiB chunk is all it holds.
const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
server.closeAllConnections()
server.close()
console.log(
  `10 MB bodies: peak RSS ${maxRssMb} MB (target < 300 MB), ${report.summary.total} checks, ` +
    `${report.summary.fail} failed, ${count} answers of 10 MB offered, ${seconds.toFixed(1)} s, ` +
    `load ${load.map((value) => value.toFixed(2)).join(' ')}`,
)
if (maxRssMb >= 300) process.exitCode = 1
