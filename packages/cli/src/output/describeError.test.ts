import { InvalidArgumentError, LedgernetError } from '@ledgernet/errors'
import {
  FeeTooHighError,
  TransactionMismatchError,
  TransactionRefusedError,
  WaitForStatusTimeoutError,
} from '@ledgernet/flows'
import { JsonRpcError } from '@ledgernet/rpc-client'
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from '@ledgernet/transport'
import { describe, expect, it } from 'vitest'
import { CliError } from '../errors/CliError.js'
import { describeError, errorDetail } from './describeError.js'

const url = 'http://127.0.0.1:8080/transaction/build'
const gatewayError = (status: number, body: unknown) =>
  new HttpError({
    operation: 'buildTransaction',
    url,
    status,
    headers: new Headers(),
    body,
    rawBody: body === undefined ? '' : JSON.stringify(body),
  })

describe('describeError', () => {
  it('names the field and reason of a bad value, with a hint per kind of field', () => {
    expect(describeError(new InvalidArgumentError('amount', 'has a leading zero'))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'Invalid amount: has a leading zero.',
      hint: 'amounts are whole tokens such as 2.5, or whole subunits with --subunits',
    })
    expect(describeError(new InvalidArgumentError('to', 'has a bad checksum')).hint).toMatch(
      /account address looks like ddx1/,
    )
    expect(describeError(new InvalidArgumentError('--gateway', 'is not a URL')).hint).toMatch(
      /http:\/\/127\.0\.0\.1:8080/,
    )
  })

  it('gives the Gateway API’s own message with a hint per error type and reason', () => {
    const funds = describeError(
      gatewayError(400, {
        code: 400,
        message: 'Not enough tokens: 5 XRD requested, 1 XRD available',
        details: { type: 'NotEnoughTokensForTransferError' },
      }),
    )
    expect(funds).toEqual({
      code: 'HTTP_ERROR',
      reason: 'NotEnoughTokensForTransferError',
      message: 'Not enough tokens: 5 XRD requested, 1 XRD available.',
      hint: expect.stringMatching(/holds less/),
    })
    const owner = describeError(
      gatewayError(400, {
        code: 400,
        message: 'Only the owner may mint',
        details: { type: 'InvalidActionError', reason: 'NOT_TOKEN_OWNER' },
      }),
    )
    expect(owner).toMatchObject({
      reason: 'NOT_TOKEN_OWNER',
      hint: expect.stringMatching(/only the account that created/),
    })
    const internal = describeError(
      gatewayError(500, { code: 500, message: 'Internal error', trace_id: 'ab'.repeat(16) }),
    )
    expect(internal.message).toBe(`Internal error (trace id ${'ab'.repeat(16)}).`)
    expect(describeError(gatewayError(404, undefined)).message).toBe(
      'http://127.0.0.1:8080 has no buildTransaction endpoint (HTTP 404).',
    )
    expect(describeError(gatewayError(401, undefined)).hint).toMatch(/--admin user:pass/)
  })

  it('tells wrong admin credentials from missing ones', () => {
    const unauthorized = new HttpError({
      operation: 'getNodeMass',
      url: 'http://127.0.0.1:8080/api/graph/node/mass',
      status: 401,
      headers: new Headers(),
      body: { code: 401, message: 'no' },
      rawBody: '',
    })
    expect(describeError(unauthorized, { credentialsGiven: false })).toMatchObject({
      message:
        "http://127.0.0.1:8080 refused getNodeMass: it needs the node's admin credentials, and none were given (HTTP 401).",
      hint: 'pass --admin user:pass or set LEDGERNET_ADMIN (a client’s `credentials`; `ledgernet sandbox` prints them)',
    })
    expect(describeError(unauthorized, { credentialsGiven: true })).toMatchObject({
      message:
        'http://127.0.0.1:8080 refused the admin credentials given for getNodeMass (HTTP 401): wrong user or password.',
      hint: expect.stringMatching(/^check --admin user:pass/),
    })
  })

  it('says where an interface lives when its URL has a wrong path, and keeps the hints of a real 404', () => {
    const notFound = (operation: string, url: string, body?: unknown) =>
      new HttpError({ operation, url, status: 404, headers: new Headers(), body, rawBody: '' })
    expect(
      describeError(
        notFound('deriveToken', 'http://127.0.0.1:8080/api/token/derive', {
          code: 404,
          message: 'No such path: /api/token/derive',
        }),
      ),
    ).toMatchObject({
      message: 'http://127.0.0.1:8080/api has no deriveToken endpoint (HTTP 404).',
      hint: "--gateway takes the server's origin (http://127.0.0.1:8080), not http://127.0.0.1:8080/api: the Gateway API lives at the origin (its paths are /token/… and /transaction/…)",
    })
    expect(describeError(notFound('getEpoch', 'http://127.0.0.1:8080/v0/v0/state/epoch')).hint).toMatch(
      /^--v0 takes the server's origin \(http:\/\/127\.0\.0\.1:8080\), not http:\/\/127\.0\.0\.1:8080\/v0:/,
    )
    expect(
      describeError(notFound('getSystem', 'http://127.0.0.1:8080/gateway/api/system', { code: 404, message: 'x' }))
        .hint,
    ).toMatch(/^--node takes the server's origin/)
    expect(describeError(notFound('statusOfTransaction', 'http://127.0.0.1:8080/api')).hint).toMatch(
      /^check --rpc: JSON-RPC is POSTed to http:\/\/127\.0\.0\.1:8080\/rpc/,
    )
    // At the origin, an unknown path means the server does not serve that interface.
    expect(
      describeError(
        notFound('getSystem', 'http://127.0.0.1:9000/api/system', {
          code: 404,
          message: 'no such path: GET /api/system',
        }),
      ).hint,
    ).toMatch(/^http:\/\/127\.0\.0\.1:9000 does not serve the node REST API \(no \/api\/system\): check --node/)
    // A v0 404 about the thing asked for (v0 errors carry no details) and a Gateway one with details keep their own hints.
    expect(
      describeError(
        notFound('getComponent', 'http://127.0.0.1:8080/v0/state/component', {
          code: 404,
          message: 'no component at component_sim1…',
        }),
      ).hint,
    ).toMatch(/^check the id or the address: nothing with it exists on this server/)
    const status = describeError(
      notFound('getTransactionStatus', 'http://127.0.0.1:8080/transaction/status', {
        code: 404,
        message: 'Unknown',
        details: { type: 'TransactionNotFoundError' },
      }),
    )
    expect(status.hint).toMatch(/^check the id or the address: nothing with it exists on this server/)
  })

  it('maps JSON-RPC errors by code, and refusals of the flows to the server’s words', () => {
    const rpc = new JsonRpcError({
      operation: 'buildTransaction',
      url,
      rpcCode: 1301,
      rpcMessage: 'Insufficient funds',
    })
    expect(describeError(rpc)).toEqual({
      code: 'JSON_RPC_ERROR',
      reason: '1301',
      message: 'The node refused buildTransaction: Insufficient funds (JSON-RPC 1301).',
      hint: expect.stringMatching(/holds less/),
    })
    const refused = new TransactionRefusedError({
      operation: 'buildTransaction',
      reason: 'TOKEN_ALREADY_EXISTS',
      cause: rpc,
    })
    expect(describeError(refused)).toMatchObject({
      code: 'TRANSACTION_REFUSED',
      reason: 'TOKEN_ALREADY_EXISTS',
      message: 'The node refused buildTransaction: Insufficient funds (JSON-RPC 1301).',
      hint: expect.stringMatching(/choose another symbol/),
    })
  })

  it('says what the checks before signing found, in whole XRD', () => {
    expect(describeError(new FeeTooHighError({ fee: 52_800_000_000_000_000n, maxFee: 10n ** 15n })).message).toBe(
      'The fee would be 0.0528 XRD, above the most allowed (0.001 XRD); nothing was signed.',
    )
    const mismatch = describeError(
      new TransactionMismatchError([{ field: 'actions[0].amount', expected: '1', actual: '2' }]),
    )
    expect(mismatch.message).toMatch(/differs from what was asked.*actions\[0\]\.amount: expected 1, got 2/)
    expect(mismatch.hint).toMatch(/do not sign with it/)
    expect(
      describeError(
        new WaitForStatusTimeoutError({ transactionId: 'ab'.repeat(32), timeout: 5, lastStatus: 'PENDING' }),
      ).hint,
    ).toMatch(/tx wait/)
  })

  it('describes network failures, timeouts and answers that break the spec by the server’s origin', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const network = new NetworkError({
      operation: 'getEpoch',
      url: 'http://127.0.0.1:9000/v0/state/epoch',
      cause: new TypeError('fetch failed', { cause: refused }),
    })
    expect(describeError(network).message).toBe('Cannot reach http://127.0.0.1:9000 (connection refused).')
    expect(
      describeError(
        new TimeoutError({ operation: 'getEpoch', url: 'http://127.0.0.1:9000/v0/state/epoch', timeout: 500 }),
      ).message,
    ).toBe('No answer from http://127.0.0.1:9000 within 500 ms (getEpoch).')
    const invalid = new InvalidResponseError({
      operation: 'getEpoch',
      url: 'http://127.0.0.1:9000/v0/state/epoch',
      status: 200,
      reason: 'SCHEMA_MISMATCH',
      issues: [{ path: '/epoch', message: 'must be integer' }],
      body: {},
    })
    expect(describeError(invalid).message).toBe(
      'http://127.0.0.1:9000 answered getEpoch with something the spec does not allow (/epoch must be integer).',
    )
  })

  it('keeps the CLI’s own hint, a generic ledgernet error’s short message, and calls anything else a bug', () => {
    expect(describeError(new CliError('No key.', { code: 'NO_KEY', hint: 'set one' }))).toEqual({
      code: 'NO_KEY',
      message: 'No key.',
      hint: 'set one',
    })
    expect(describeError(new LedgernetError('Something.\nMore.', { code: 'JOURNAL_CLOSED' }))).toEqual({
      code: 'JOURNAL_CLOSED',
      message: 'Something. More.',
      hint: 'stop sending transactions before stop(), or start the sandbox again',
    })
    expect(describeError(new TypeError('x is undefined'))).toMatchObject({
      code: 'INTERNAL',
      message: 'Unexpected error: TypeError: x is undefined',
      hint: expect.stringMatching(/bug/),
    })
  })

  it('lists the cause chain for --verbose, with a stack only for a bug', () => {
    const detail = errorDetail(new CliError('Outer.', { code: 'NO_KEY', cause: new TypeError('inner') }))
    expect(detail[0]).toBe('CliError [NO_KEY]')
    expect(detail).toContain('caused by TypeError: inner')
    expect(detail.join('\n')).not.toMatch(/\n\s+at /)
    expect(errorDetail(new TypeError('bug')).join('\n')).toMatch(/\n\s+at /)
  })
})
