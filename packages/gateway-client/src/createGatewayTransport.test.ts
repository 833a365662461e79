import { InvalidArgumentError } from '@ledgernet/errors'
import { type ExampleServer, startExampleServer } from '@ledgernet/specs/testing'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGatewayTransport } from './createGatewayTransport.js'
import { deriveToken, getTransactionStatus, HttpError, InvalidResponseError, isGatewayError } from './index.js'
import { deriveTokenValidators, responseValidators } from './validators.js'

const derive = {
  public_key: { hex: developmentAccounts[0].publicKeyHex },
  symbol: 'gold',
}
const rri = 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk'

let server: ExampleServer
beforeAll(async () => {
  server = await startExampleServer({ spec: 'gateway' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('createGatewayTransport (lean path)', () => {
  it('sends the name of another network given as an object, and keeps the object as its network', async () => {
    const devnet = { name: 'devnet' } as const
    const gateway = createGatewayTransport({ baseUrl: server.url, network: devnet })
    expect(gateway.network).toBe(devnet)
    server.respond('deriveToken', { status: 200, body: { token_identifier: { rri: 'gold_dv1qxyz' } } })
    await deriveToken({ client: gateway, body: derive })
    expect(server.requests.at(-1)?.body).toMatchObject({ network_identifier: { network: 'devnet' } })
  })

  it('calls a standalone operation with the network and version header added', async () => {
    const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet' })
    expect(gateway.network).toBe('localnet')
    expect(await deriveToken({ client: gateway, body: derive })).toEqual({ token_identifier: { rri } })
    expect(server.requests[0]!.issues).toEqual([])
    expect(server.requests[0]!.body).toEqual({ ...derive, network_identifier: { network: 'localnet' } })
  })

  it('does not check answers against the schema: typed JSON only', async () => {
    server.respond('deriveToken', { status: 200, body: { token_identifier: { rri: 42 } } })
    const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet' })
    expect(await deriveToken({ client: gateway, body: derive })).toEqual({ token_identifier: { rri: 42 } })
  })

  it('checks answers with validators from the /validators subpath (one operation or all)', async () => {
    server.respond('deriveToken', { status: 200, body: { token_identifier: { rri: 42 } } })
    for (const validators of [{ deriveToken: deriveTokenValidators }, responseValidators]) {
      const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet', validators })
      await expect(deriveToken({ client: gateway, body: derive })).rejects.toThrowError(InvalidResponseError)
    }
  })

  it('detects an answer that is not JSON', async () => {
    server.respond('deriveToken', { status: 200, raw: '<html>maintenance</html>' })
    const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet' })
    const error = await deriveToken({ client: gateway, body: derive }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ operation: 'deriveToken', reason: 'NOT_JSON', body: '<html>maintenance</html>' })
    expect((error as Error).message).toMatch(/^deriveToken failed: the answer \(HTTP 200\) is not JSON/)
  })

  it('exposes an error body that has the error envelope, and narrows it', async () => {
    const hash = 'b'.repeat(64)
    const body = {
      code: 404,
      message: 'not found',
      details: { type: 'TransactionNotFoundError', transaction_not_found: { hash } },
    }
    server.respond('getTransactionStatus', { status: 404, body })
    const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet' })
    const error = await getTransactionStatus({ client: gateway, body: { transaction_identifier: { hash } } }).catch(
      (e: unknown) => e,
    )
    if (!isGatewayError(error, 'TransactionNotFoundError')) throw error
    expect(error.body).toEqual(body)
  })

  it('keeps an error answer without the envelope out of HttpError.body', async () => {
    for (const body of [
      { error: 'nope' },
      { code: '500', message: 'x' },
      { code: 500, message: 'x', details: { kind: 'y' } },
    ]) {
      server.respond('deriveToken', { status: 500, body })
      const gateway = createGatewayTransport({ baseUrl: server.url, network: 'localnet' })
      const error = await deriveToken({ client: gateway, body: derive, retry: false }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ status: 500, body: undefined, rawBody: JSON.stringify(body) })
      expect(isGatewayError(error)).toBe(false)
    }
  })

  it('refuses what the types refuse: a name of no known network, a network object without a network name, a base URL that is not a URL', () => {
    // What a JavaScript caller (or a value read at run time) can pass where TypeScript stops the rest.
    const refused: unknown[] = ['localnett', '', 'Localnet', 'devnet', 7, null, {}, { name: 'Dev net' }, { name: 7 }]
    for (const network of refused) {
      const error = (() => {
        try {
          createGatewayTransport({ baseUrl: 'http://127.0.0.1:1', network: network as 'localnet' })
        } catch (e) {
          return e
        }
      })()
      expect(error, JSON.stringify(network)).toBeInstanceOf(InvalidArgumentError)
      expect(error).toMatchObject({ field: 'network' })
    }
    expect(() => createGatewayTransport({ baseUrl: 'http://127.0.0.1:1', network: 'localnett' as 'localnet' })).toThrow(
      'Invalid network: is "localnett", not mainnet, stokenet or localnet; another network is an object, { name: "devnet" }',
    )
    expect(() => createGatewayTransport({ baseUrl: 'http://127.0.0.1:1', network: { name: 'Dev net' } })).toThrow(
      'is no object with a lower-case name, not mainnet, stokenet or localnet;',
    )
    expect(() => createGatewayTransport({ baseUrl: 'gateway', network: 'localnet' })).toThrowError(
      /Invalid baseUrl: is not an absolute URL/,
    )
  })
})
