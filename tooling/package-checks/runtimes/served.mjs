// The in-memory sandbox served over HTTP by this runtime's own server, exactly as the sandbox's
// README shows it — `Deno.serve({ port }, sandbox.fetch)`, `Bun.serve({ port, fetch: sandbox.fetch })`
// — with `allowedHosts` for the controls; then the exercise over HTTP with the global `fetch`.
import { createMemorySandbox } from '@ledgernet/sandbox'
import { exercise } from './exercise.mjs'
import { platform } from './signatures.mjs'

const port = Number(process.env.RUNTIME_PORT)
const admin = { username: 'admin', password: 'secret' }
const sandbox = createMemorySandbox({ accounts: 2, adminCredentials: admin, allowedHosts: [`localhost:${port}`] })
const server =
  typeof Deno !== 'undefined' ? Deno.serve({ port }, sandbox.fetch) : Bun.serve({ port, fetch: sandbox.fetch })
try {
  const baseUrl = `http://localhost:${port}`
  const seen = await exercise({ baseUrl, fetch: globalThis.fetch, accounts: sandbox.accounts, admin })
  const controls = await fetch(`${baseUrl}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sandbox_snapshot', params: [] }),
  }).then((response) => response.json())
  console.log(JSON.stringify({ ...platform(), seen, controls: typeof controls.result }))
} finally {
  await (typeof Deno !== 'undefined' ? server.shutdown() : server.stop(true))
  await sandbox.stop()
}
