import {
  createGatewayClient,
  createGatewayTransport,
  deriveToken,
  getTransactionStatus,
  InvalidResponseError,
  isGatewayError,
} from '@ledgernet/gateway-client'
import { deriveTokenValidators } from '@ledgernet/gateway-client/validators'
import { answeringFetch } from './support/answeringFetch.js'
import { expectEqual, expectFailure } from './support/assertions.js'

const rri = 'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk'
const hash = '9836818b2e2fc077bddcbe6a09d474b8ad243536f61c4027bdd53778a390eb12'
const request = {
  public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
  symbol: 'gold',
}

// Full client: adds network_identifier and the version header, checks the answer.
const gateway = answeringFetch((sent) =>
  sent.url.endsWith('/token/derive')
    ? { token_identifier: { rri } }
    : new Response(
        JSON.stringify({
          code: 404,
          message: `Transaction not found: ${hash}`,
          details: { type: 'TransactionNotFoundError', transaction_not_found: { hash } },
        }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      ),
)
const client = createGatewayClient({ baseUrl: 'http://gateway.test', network: 'localnet', fetch: gateway.fetch })
const derived = await deriveToken({ client, body: request })
expectEqual(derived.token_identifier.rri, rri, 'deriveToken answer')
expectEqual(gateway.requests[0]?.body, { ...request, network_identifier: { network: 'localnet' } }, 'deriveToken body')
expectEqual(gateway.requests[0]?.headers['x-ledger-target-gw-api'], '1.0', 'version header')

const notFound = await expectFailure(
  () => getTransactionStatus({ client, body: { transaction_identifier: { hash } } }),
  (error) => isGatewayError(error, 'TransactionNotFoundError'),
  'unknown transaction',
)
if (isGatewayError(notFound, 'TransactionNotFoundError'))
  expectEqual(notFound.body.details.transaction_not_found.hash, hash, 'typed error details')

const liar = answeringFetch(() => ({ token_identifier: { rri: 42 } }))
const checked = createGatewayClient({
  baseUrl: 'http://gateway.test',
  network: 'localnet',
  fetch: liar.fetch,
  retry: false,
})
await expectFailure(
  () => deriveToken({ client: checked, body: request }),
  (error) => error instanceof InvalidResponseError,
  'a malformed answer',
)

// Lean path: typed but unchecked answers, unless validators are given.
const lean = createGatewayTransport({ baseUrl: 'http://gateway.test', network: 'localnet', fetch: gateway.fetch })
expectEqual((await deriveToken({ client: lean, body: request })).token_identifier.rri, rri, 'lean deriveToken')
const leanChecked = createGatewayTransport({
  baseUrl: 'http://gateway.test',
  network: 'localnet',
  fetch: liar.fetch,
  validators: { deriveToken: deriveTokenValidators },
})
await expectFailure(
  () => deriveToken({ client: leanChecked, body: request }),
  (error) => error instanceof InvalidResponseError,
  'lean with validators',
)
await expectFailure(
  () => getTransactionStatus({ client: lean, body: { transaction_identifier: { hash } } }),
  (error) => isGatewayError(error, 'TransactionNotFoundError'),
  'lean error',
)
console.log('ok: gateway-client')
