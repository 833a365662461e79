/**
 * The answer validators of the Gateway API, generated from `specs/gateway.openapi.yaml`: give
 * them (or one operation's) to `createGatewayTransport` to check answers on the lean path.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { responseValidators } from '@ledgernet/gateway-client/validators'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet', validators: responseValidators })
 */
export * from './generated/responseValidators.gen.js'
export * from './generated/validators.gen.js'
