import { bench, describe } from 'vitest'
import { createSpecValidator } from '../src/index.js'

// The sandbox validates every request: one call must cost microseconds, not a compilation.
const gateway = createSpecValidator('gateway')
const build = gateway.examples('buildTransaction').request[0]!.value
const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }

describe('gateway request validation', () => {
  bench('findOperation + validateRequest(buildTransaction example)', () => {
    const found = gateway.findOperation('POST', '/transaction/build')
    if (!('operation' in found)) throw new Error('not found')
    gateway.validateRequest(found.operationId, { headers, body: build })
  })
  bench('validateRequest of a broken body (issues collected)', () => {
    gateway.validateRequest('buildTransaction', { headers, body: { actions: [{ type: 'TransferTokens' }] } })
  })
})
