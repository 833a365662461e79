/**
 * The answer validators of the Gateway API v0, generated from `specs/gateway-v0.openapi.yaml`:
 * give them (or one operation's) to `createV0Transport` to check answers on the lean path.
 *
 * @example
 * import { createV0Transport } from '@ledgernet/v0-client'
 * import { responseValidators } from '@ledgernet/v0-client/validators'
 * const v0 = createV0Transport({ baseUrl: 'http://127.0.0.1:8080', validators: responseValidators })
 */
export * from './generated/responseValidators.gen.js'
export * from './generated/validators.gen.js'
