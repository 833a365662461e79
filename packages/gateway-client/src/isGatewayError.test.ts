import { HttpError } from '@ledgernet/transport'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { GatewayError, TokenNotFoundErrorDetails } from './generated/types.gen.js'
import { isGatewayError } from './isGatewayError.js'

const httpError = (body: unknown) =>
  new HttpError({
    operation: 'buildTransaction',
    url: 'http://gw/transaction/build',
    status: 404,
    headers: new Headers(),
    body,
    rawBody: body === undefined ? '' : JSON.stringify(body),
  })
const notFound = {
  code: 404,
  message: 'Token not found',
  details: { type: 'TokenNotFoundError', token_not_found: { rri: 'gem_dr1q' } },
}

describe('isGatewayError', () => {
  it('is true for an HttpError with a body, and narrows by details.type', () => {
    const error: unknown = httpError(notFound)
    expect(isGatewayError(error)).toBe(true)
    expect(isGatewayError(error, 'TokenNotFoundError')).toBe(true)
    expect(isGatewayError(error, 'TransactionNotFoundError')).toBe(false)
    if (isGatewayError(error)) expectTypeOf(error.body).toEqualTypeOf<GatewayError>()
    if (isGatewayError(error, 'TokenNotFoundError')) {
      expectTypeOf(error.body.details).toMatchTypeOf<TokenNotFoundErrorDetails>()
      expect(error.body.details.token_not_found.rri).toBe('gem_dr1q')
    }
    // @ts-expect-error not a detail type of the spec
    isGatewayError(error, 'NoSuchError')
  })

  it('is false for anything else', () => {
    for (const error of [httpError(undefined), new Error('x'), { code: 'HTTP_ERROR', body: notFound }, null, undefined])
      expect(isGatewayError(error)).toBe(false)
    expect(isGatewayError(httpError({ code: 400, message: 'bad' }), 'TokenNotFoundError')).toBe(false)
  })
})
