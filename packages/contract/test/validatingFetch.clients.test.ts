import { encodeV0Address, PrivateKey } from '@ledgernet/crypto'
import { findCause, LedgernetError } from '@ledgernet/errors'
import { createGatewayClient, deriveToken } from '@ledgernet/gateway-client'
import { closeWebsockets, createNodeRestClient, getModules, ping } from '@ledgernet/node-rest-client'
import { createRpcClient, statusOfTransaction } from '@ledgernet/rpc-client'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { startTamperingProxy, withJson } from '@ledgernet/test-support/tamperingProxy'
import { createV0Client, getEpoch, getResource } from '@ledgernet/v0-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createValidatingFetch } from '../src/validation/createValidatingFetch.js'
import { SpecViolationError } from '../src/validation/SpecViolationError.js'

// The client-side mode as a test suite uses it: our generated clients with the validating fetch,
// against the sandbox.
describe('the validating fetch under our clients', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ roundMs: 10, accounts: 1, logger: silentLogger })
  })
  afterAll(() => sandbox.stop())

  it('sees every request and answer of the four clients match the specs', async () => {
    const validatingFetch = createValidatingFetch({
      specs: ['gateway', 'node-rpc', 'node-rest', 'gateway-v0'],
      mode: 'throw',
    })
    const key = PrivateKey.generate().publicKey
    const gateway = createGatewayClient({ baseUrl: sandbox.gatewayUrl, network: 'localnet', fetch: validatingFetch })
    const rpc = createRpcClient({ baseUrl: sandbox.rpcUrl, fetch: validatingFetch })
    const node = createNodeRestClient({
      baseUrl: sandbox.nodeUrl,
      credentials: sandbox.adminCredentials,
      fetch: validatingFetch,
    })
    const v0 = createV0Client({ baseUrl: sandbox.v0Url, fetch: validatingFetch })
    await deriveToken({ client: gateway, body: { public_key: { hex: key.hex }, symbol: 'gold' } })
    await statusOfTransaction({ client: rpc, params: ['ab'.repeat(32)] })
    await ping({ client: node })
    await getModules({ client: node })
    await closeWebsockets({ client: node })
    await getEpoch({ client: v0 })
    await getResource({
      client: v0,
      body: { resource_address: encodeV0Address('resource', new Uint8Array(26), 'localnet') },
    })
    expect(validatingFetch.calls).toBe(7)
    expect(validatingFetch.violations).toEqual([])
  })

  it('stops a client on an answer that breaks the spec, naming the operation, the direction and the path', async () => {
    const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
      alter: (request, answer) => (request.path === '/v0/state/epoch' ? withJson(answer, { epoch: -1 }) : answer),
    })
    try {
      const validatingFetch = createValidatingFetch({ specs: ['gateway-v0'], mode: 'throw' })
      const v0 = createV0Client({ baseUrl: proxy.url, fetch: validatingFetch, retry: { count: 0 } })
      const error = await getEpoch({ client: v0 }).catch((caught) => caught)
      // The transport reports whatever its fetch throws as a NetworkError, keeping it as the cause.
      expect(error).toBeInstanceOf(LedgernetError)
      const violation = findCause<SpecViolationError>(error, (cause) => cause instanceof SpecViolationError)!
      expect(violation).toBeInstanceOf(SpecViolationError)
      expect(validatingFetch.calls).toBe(1)
      expect(violation.violations).toEqual([
        expect.objectContaining({
          spec: 'gateway-v0',
          operation: 'getEpoch',
          direction: 'response',
          path: '/body/epoch',
          seen: -1,
        }),
      ])
    } finally {
      await proxy.close()
    }
  })
})
