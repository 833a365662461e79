import { startSandbox } from '../sandbox/dist/index.js'
import { runContract, tableReporter } from './dist/index.js'
const sb = await startSandbox({ roundMs: 20, logger: { debug(){}, info(){}, warn(){}, error(m, x){ console.error('SANDBOX', m, x) } } })
try {
  const report = await runContract({ gateway: sb.gatewayUrl, rpc: sb.rpcUrl, node: sb.nodeUrl, v0: sb.v0Url, privateKey: sb.accounts[0].privateKey, admin: sb.adminCredentials, confirmTimeout: 5000 })
  const { formatReportTable } = await import('./dist/index.js')
  console.log(formatReportTable(report))
} finally { await sb.stop() }
