import type { ResponseValidator } from './Issue.js'

/**
 * The validators of one operation's answers, by status: `'200'`, `'4XX'`, `'default'`, as in
 * OpenAPI. Generated code emits one per operation (`deriveTokenValidators`).
 *
 * @example
 * const deriveTokenValidators: OperationValidators = { 200: validateDeriveTokenResponse, 400: validateGatewayError }
 */
export type OperationValidators = Readonly<Record<string, ResponseValidator>>

/**
 * Answer validators for many operations, by `operationId` (generated as `responseValidators`).
 * Given to a transport, they turn on response checking for those operations only: the rest of
 * the bundle does not pay for validators it never uses.
 *
 * @example
 * const transport = createHttpTransport({ baseUrl, validators: { deriveToken: deriveTokenValidators } })
 */
export type ResponseValidators = Readonly<Record<string, OperationValidators | undefined>>
