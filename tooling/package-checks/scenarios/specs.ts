import { createSpecValidator, listOperations, loadSpec, specNames } from '@ledgernet/specs'
import { startExampleServer } from '@ledgernet/specs/testing'
import { expectEqual } from './support/assertions.js'

// The documents are read from the installed package: they must be in the tarball.
expectEqual([...specNames].sort(), ['gateway', 'gateway-v0', 'node-rest', 'node-rpc', 'sandbox'], 'the five specs')
for (const name of specNames) expectEqual(typeof loadSpec(name), 'object', `loadSpec(${name})`)
expectEqual(
  listOperations(loadSpec('gateway'))
    .map((operation) => operation.operationId)
    .sort(),
  ['buildTransaction', 'deriveToken', 'finalizeTransaction', 'getTransactionStatus', 'submitTransaction'],
  'gateway operations',
)

const gateway = createSpecValidator('gateway')
const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
const body = {
  network_identifier: { network: 'localnet' },
  public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
  symbol: 'gold',
}
expectEqual(gateway.validateRequest('deriveToken', { headers, body }), [], 'a valid derive request')
const issues = gateway.validateRequest('deriveToken', { headers, body: { ...body, symbol: 'GOLD' } })
expectEqual(
  issues.map((issue) => issue.path),
  ['/body/symbol'],
  'an invalid symbol is named by path',
)

// The example server answers from the spec's examples.
const server = await startExampleServer({ spec: 'gateway' })
try {
  const answer = await fetch(`${server.url}/token/derive`, { method: 'POST', headers, body: JSON.stringify(body) })
  expectEqual(answer.status, 200, 'example server status')
  expectEqual(server.requests[0]?.issues, [], 'example server found the request valid')
} finally {
  await server.close()
}
console.log('ok: specs')
