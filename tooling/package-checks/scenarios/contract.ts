// Needs a running ledger: the check starts the packed `ledgernet-sandbox` and passes its URL as
// LEDGERNET_GATEWAY_URL and its admin credentials as LEDGERNET_ADMIN (user:pass).
import { runContract } from '@ledgernet/contract'
import { privateKeyFromMnemonic } from '@ledgernet/crypto'
import { expectEqual } from './support/assertions.js'

const environment = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}
const url = environment.LEDGERNET_GATEWAY_URL
const [username, password] = (environment.LEDGERNET_ADMIN ?? '').split(':')
if (url === undefined || username === undefined || password === undefined)
  throw new Error('LEDGERNET_GATEWAY_URL and LEDGERNET_ADMIN must be set')

const report = await runContract({
  gateway: url,
  rpc: `${url}/rpc`,
  node: url,
  v0: url,
  privateKey: privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }),
  admin: { username, password },
})
const failed = report.checks.filter((check) => check.outcome === 'fail').map((check) => check.name)
expectEqual(failed, [], 'contract checks that failed against the packed sandbox')
expectEqual(report.ok, true, 'report.ok')
console.log(`ok: contract (${report.summary.pass} checks passed)`)
