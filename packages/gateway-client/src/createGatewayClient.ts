import type { CallOptions } from '@ledgernet/transport'
import { buildTransaction } from './buildTransaction.js'
import { createGatewayTransport, type GatewayTransport, type GatewayTransportOptions } from './createGatewayTransport.js'
import { deriveToken } from './deriveToken.js'
import { finalizeTransaction } from './finalizeTransaction.js'
import type { GatewayNetwork } from './GatewayNetwork.js'
import type { GatewayRequest } from './GatewayRequest.js'
import type {
  BuildTransactionRequest,
  BuildTransactionResponse,
  DeriveTokenRequest,
  DeriveTokenResponse,
  FinalizeTransactionRequest,
  FinalizeTransactionResponse,
  GetTransactionStatusRequest,
  GetTransactionStatusResponse,
  SubmitTransactionRequest,
  SubmitTransactionResponse,
} from './generated/operations.gen.js'
import { responseValidators } from './generated/responseValidators.gen.js'
import { getTransactionStatus } from './getTransactionStatus.js'
import { submitTransaction } from './submitTransaction.js'

/**
 * Options of {@link createGatewayClient}: those of the transport (`baseUrl`, `network`,
 * `fetch`, `headers`, `timeout`, `retry`, `onRequest`, `onResponse`) and `validateResponses`
 * (default `true`: every answer is checked against the spec).
 *
 * @example
 * const options: GatewayClientOptions = { baseUrl: 'http://127.0.0.1:8080', network: 'localnet', retry: { count: 5 } }
 */
export type GatewayClientOptions = Omit<GatewayTransportOptions, 'validators'> & {
  /** Check every answer (success and error bodies) against the spec. Default `true`. */
  validateResponses?: boolean
}

/**
 * A Gateway API 1.0 client: one method per operation. The network is set once; requests omit
 * `network_identifier` and the `X-Ledger-Target-Gw-Api` header, the client sends both.
 *
 * @example
 * const client: GatewayClient = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 */
export interface GatewayClient {
  readonly transport: GatewayTransport
  readonly network: GatewayNetwork
  /** `POST /token/derive` — see the standalone {@link deriveToken}. Safe to retry. */
  deriveToken(request: GatewayRequest<DeriveTokenRequest>, options?: CallOptions): Promise<DeriveTokenResponse>
  /** `POST /transaction/build` — see {@link buildTransaction}. Safe to retry. */
  buildTransaction(request: GatewayRequest<BuildTransactionRequest>, options?: CallOptions): Promise<BuildTransactionResponse>
  /** `POST /transaction/finalize` — see {@link finalizeTransaction}. Safe to retry unless `submit: true`. */
  finalizeTransaction(request: GatewayRequest<FinalizeTransactionRequest>, options?: CallOptions): Promise<FinalizeTransactionResponse>
  /** `POST /transaction/submit` — see {@link submitTransaction}. Retried only with `retry: { unsafe: true }`. */
  submitTransaction(request: GatewayRequest<SubmitTransactionRequest>, options?: CallOptions): Promise<SubmitTransactionResponse>
  /** `POST /transaction/status` — see {@link getTransactionStatus}. Safe to retry. */
  getTransactionStatus(request: GatewayRequest<GetTransactionStatusRequest>, options?: CallOptions): Promise<GetTransactionStatusResponse>
}

/**
 * Creates a Gateway API 1.0 client that checks every answer against the spec
 * (`InvalidResponseError` naming the operation, the JSON path and the reason on a mismatch;
 * `validateResponses: false` turns it off). For the smallest bundle use
 * `createGatewayTransport` with the standalone operations instead.
 *
 * @example
 * import { createGatewayClient } from '@ledgernet/gateway-client'
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const { token_identifier } = await client.deriveToken({
 *   public_key: { hex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d' },
 *   symbol: 'gold',
 * })
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { validateResponses = true, ...rest } = options
  const transport = createGatewayTransport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
  return {
    transport,
    network: transport.network,
    deriveToken: (request, call) => deriveToken(transport, request, call),
    buildTransaction: (request, call) => buildTransaction(transport, request, call),
    finalizeTransaction: (request, call) => finalizeTransaction(transport, request, call),
    submitTransaction: (request, call) => submitTransaction(transport, request, call),
    getTransactionStatus: (request, call) => getTransactionStatus(transport, request, call),
  }
}
