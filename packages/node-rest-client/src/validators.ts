/**
 * The answer validators of the node REST API, generated from `specs/node-rest.openapi.yaml`:
 * give them (or one operation's) to `createNodeRestTransport` to check answers on the lean path.
 *
 * @example
 * import { createNodeRestTransport } from '@ledgernet/node-rest-client'
 * import { responseValidators } from '@ledgernet/node-rest-client/validators'
 * const node = createNodeRestTransport({ baseUrl: 'http://127.0.0.1:3333', validators: responseValidators })
 */
export * from './generated/responseValidators.gen.js'
export * from './generated/validators.gen.js'
