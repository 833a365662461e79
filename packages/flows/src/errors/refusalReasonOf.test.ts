import { JsonRpcError } from '@ledgernet/rpc-client'
import { HttpError, NetworkError, TimeoutError } from '@ledgernet/transport'
import { describe, expect, it } from 'vitest'
import { refusalReason } from './refusalReason.js'
import { refusalReasonOf } from './refusalReasonOf.js'

const http = (status: number, body?: unknown) =>
  new HttpError({
    operation: 'buildTransaction',
    url: 'http://x',
    status,
    headers: new Headers(),
    body,
    rawBody: JSON.stringify(body ?? ''),
  })
/** A Gateway API error answer whose details name `type` (and `reason`, when given). */
const gateway = (status: number, type: string, reason?: string) =>
  http(status, { code: status, message: '', details: { type, ...(reason === undefined ? {} : { reason }) } })
const rpc = (rpcCode: number) =>
  new JsonRpcError({ operation: 'buildTransaction', url: 'http://x/rpc', rpcCode, rpcMessage: 'no' })

describe('refusalReason and refusalReasonOf', () => {
  it('reads Gateway API detail types, and their reasons where they say more', () => {
    expect(refusalReason(gateway(400, 'NotEnoughTokensForTransferError'))).toBe('INSUFFICIENT_FUNDS')
    expect(refusalReason(gateway(400, 'NotEnoughNativeTokensForFeesError'))).toBe('INSUFFICIENT_FUNDS_FOR_FEE')
    expect(refusalReason(gateway(404, 'TokenNotFoundError'))).toBe('TOKEN_NOT_FOUND')
    expect(refusalReason(gateway(400, 'InvalidActionError', 'NOT_TOKEN_OWNER'))).toBe('NOT_TOKEN_OWNER')
    expect(refusalReason(gateway(400, 'InvalidActionError', 'OWNER_NOT_FEE_PAYER'))).toBe('SIGNER_NOT_FEE_PAYER')
    expect(refusalReason(gateway(400, 'InvalidActionError', 'SOMETHING_NEW'))).toBe('INVALID_REQUEST')
    expect(refusalReason(gateway(400, 'InvalidTransactionError', 'EXPIRED'))).toBe('OUTSIDE_VALIDITY_WINDOW')
    expect(refusalReason(gateway(400, 'InvalidTransactionError', 'MALFORMED'))).toBe('INVALID_TRANSACTION')
    expect(refusalReason(gateway(400, 'InvalidSignatureError', 'NOT_FEE_PAYER'))).toBe('SIGNER_NOT_FEE_PAYER')
    expect(refusalReason(gateway(400, 'InvalidSignatureError', 'VERIFICATION_FAILED'))).toBe('INVALID_SIGNATURE')
    for (const type of [
      'InvalidRequestError',
      'NetworkNotSupportedError',
      'InvalidAccountAddressError',
      'InvalidTokenRRIError',
      'InvalidPublicKeyError',
      'InvalidTokenSymbolError',
      'MessageTooLongError',
      'RequestTooLargeError',
    ])
      expect(refusalReason(gateway(400, type)), type).toBe('INVALID_REQUEST')
    expect(refusalReason(gateway(413, 'RequestTooLargeError'))).toBe('INVALID_REQUEST')
    expect(refusalReason(gateway(400, 'SomethingNewError', 'constructor'))).toBe('INVALID_REQUEST')
  })

  it('reads the JSON-RPC codes onto the same reasons', () => {
    expect(
      [1301, 1312, 1321, 1322, 1323, 1324, 1325, 1326, 1327, 1328, 1501, 2515, 2516].map((code) =>
        refusalReasonOf(rpc(code)),
      ),
    ).toEqual([
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS_FOR_FEE',
      'NOT_TOKEN_OWNER',
      'FIXED_SUPPLY_TOKEN',
      'TOKEN_NOT_FOUND',
      'TOKEN_ALREADY_EXISTS',
      'SIGNER_NOT_FEE_PAYER',
      'MINT_AND_BURN_DISABLED',
      'NATIVE_TOKEN',
      'TOKEN_IDENTIFIER_MISMATCH',
      'OUTSIDE_VALIDITY_WINDOW',
      'INVALID_SIGNATURE',
      'SIGNER_NOT_FEE_PAYER',
    ])
  })

  it('reads JSON-RPC codes only in the JSON-RPC flows, HTTP errors on both', () => {
    expect(refusalReason(rpc(1301))).toBeUndefined()
    expect(refusalReasonOf(http(400, { code: 400, message: 'bad' }))).toBe('INVALID_TRANSACTION')
    expect(refusalReasonOf(http(503))).toBeUndefined()
  })

  it('a v0 400 (no details) is a refused transaction', () => {
    expect(refusalReason(http(400, { code: 400, message: 'cost unit limit too low' }))).toBe('INVALID_TRANSACTION')
  })

  it('is undefined for what is not a definite refusal: failures, 5xx, 429, server errors, unknown paths', () => {
    expect(refusalReason(http(500, { code: 500, message: '' }))).toBeUndefined()
    expect(refusalReason(http(503))).toBeUndefined()
    expect(refusalReason(http(429))).toBeUndefined()
    expect(refusalReason(http(404, { code: 404, message: 'unknown path' }))).toBeUndefined()
    expect(refusalReasonOf(rpc(-32000))).toBeUndefined()
    expect(refusalReasonOf(rpc(-32603))).toBeUndefined()
    expect(
      refusalReason(new NetworkError({ operation: 'x', url: 'http://x', cause: new Error('reset') })),
    ).toBeUndefined()
    expect(refusalReason(new TimeoutError({ operation: 'x', url: 'http://x', timeout: 1 }))).toBeUndefined()
    expect(refusalReason(new Error('plain'))).toBeUndefined()
    expect(refusalReason(undefined)).toBeUndefined()
  })
})
