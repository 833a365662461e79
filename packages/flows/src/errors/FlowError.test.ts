import { isLedgernetError } from '@ledgernet/errors'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { packageTag } from '../packageTag.js'
import type { TransferErrorType } from '../transfer.js'
import { AnswerMismatchError } from './AnswerMismatchError.js'
import { FeeTooHighError } from './FeeTooHighError.js'
import { PayloadMismatchError } from './PayloadMismatchError.js'
import { TokenRriMismatchError } from './TokenRriMismatchError.js'
import { TransactionFailedError } from './TransactionFailedError.js'
import { TransactionMismatchError } from './TransactionMismatchError.js'
import { TransactionNotFoundError } from './TransactionNotFoundError.js'
import { type RefusalReason, TransactionRefusedError } from './TransactionRefusedError.js'
import { ValidityWindowError } from './ValidityWindowError.js'
import { WaitForStatusTimeoutError } from './WaitForStatusTimeoutError.js'

describe('FlowError (the base of the flows’ errors)', () => {
  it('links each code to its section of docs/errors.md in this release of @ledgernet/flows', () => {
    expect(new FeeTooHighError({ fee: 2n, maxFee: 1n }).docsUrl).toBe(
      `https://github.com/ledgernet/ledgernet/blob/${packageTag}/docs/errors.md#fee_too_high`,
    )
    expect(packageTag).toMatch(/^@ledgernet\/flows@\d+\.\d+\.\d+/)
    expect(new WaitForStatusTimeoutError({ transactionId: 'ab', timeout: 1, lastStatus: undefined }).docsUrl).toMatch(
      /#wait_for_status_timeout$/,
    )
  })

  it('gives the fee in XRD and in subunits, and serialises with JSON.stringify (bigints as decimal strings)', () => {
    const error = new FeeTooHighError({ fee: 1_250_000_000_000_000_000n, maxFee: 10n ** 18n })
    expect(error.shortMessage).toBe(
      'The fee 1.25 XRD (1250000000000000000 subunits) is above maxFee 1 XRD (1000000000000000000 subunits); nothing was signed.',
    )
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'FeeTooHighError',
      code: 'FEE_TOO_HIGH',
      fee: '1250000000000000000',
      maxFee: '1000000000000000000',
    })
  })

  it('narrows with isLedgernetError by code, to the class', () => {
    const error: unknown = new FeeTooHighError({ fee: 2n, maxFee: 1n })
    if (!isLedgernetError(error, 'FEE_TOO_HIGH')) expect.unreachable()
    expectTypeOf(error).toEqualTypeOf<FeeTooHighError>()
    expect(error.fee - error.maxFee).toBe(1n)
  })

  it('sets the fields, keeps the cause, and names the class', () => {
    const cause = new Error('reset')
    const error = new TransactionNotFoundError({ transactionId: 'ab', cause })
    expect(error).toMatchObject({
      name: 'TransactionNotFoundError',
      code: 'TRANSACTION_NOT_FOUND',
      transactionId: 'ab',
      cause,
    })
    expect(isLedgernetError(error, 'TRANSACTION_NOT_FOUND')).toBe(true)
    expect(error.message).toContain('Details: reset')
  })

  it('passes details and meta lines on', () => {
    const refused = new TransactionRefusedError({
      operation: 'buildTransaction',
      reason: 'INSUFFICIENT_FUNDS',
      cause: { shortMessage: 'not enough' },
    })
    expect(refused).toMatchObject({
      operation: 'buildTransaction',
      reason: 'INSUFFICIENT_FUNDS',
      details: 'not enough',
    })
    const timedOut = new WaitForStatusTimeoutError({ transactionId: 'ab', timeout: 5, lastStatus: 'PENDING' })
    expect(timedOut.metaMessages).toEqual(['last status: PENDING'])
  })
})

describe('the flows’ error unions', () => {
  it('discriminate on code: switch (error.code) narrows to the class', () => {
    const describe = (error: TransferErrorType): string => {
      switch (error.code) {
        case 'FEE_TOO_HIGH':
          expectTypeOf(error).toEqualTypeOf<FeeTooHighError>()
          return `${error.fee}`
        case 'TRANSACTION_REFUSED':
          expectTypeOf(error.reason).toEqualTypeOf<RefusalReason>()
          return error.reason
        case 'HTTP_ERROR':
          expectTypeOf(error.status).toEqualTypeOf<number>()
          return `${error.status}`
        case 'JSON_RPC_ERROR':
          return `${error.rpcCode}`
        default:
          return error.shortMessage
      }
    }
    expect(describe(new FeeTooHighError({ fee: 3n, maxFee: 1n }))).toBe('3')
    expect(
      describe(new TransactionRefusedError({ operation: 'buildTransaction', reason: 'NOT_TOKEN_OWNER', cause: {} })),
    ).toBe('NOT_TOKEN_OWNER')
  })

  it('every flows error serialises with JSON.stringify, bigints as decimal strings', () => {
    const errors = [
      new AnswerMismatchError({
        operation: 'submitTransaction',
        field: 'transaction id',
        expected: 'ab',
        actual: 'cd',
      }),
      new FeeTooHighError({ fee: 3n, maxFee: 1n }),
      new PayloadMismatchError({ computed: 'ab', received: 'cd' }),
      new TokenRriMismatchError({ symbol: 'gem', derived: 'gem_dr1a', received: 'gem_dr1b' }),
      new TransactionFailedError({ transactionId: 'ab', status: 'FAILED', failure: 'NotEnoughNativeTokensForFees' }),
      new TransactionMismatchError([{ field: 'actions[0].amount', expected: '1', actual: '2' }]),
      new TransactionNotFoundError({ transactionId: 'ab' }),
      new TransactionRefusedError({
        operation: 'buildTransaction',
        reason: 'INSUFFICIENT_FUNDS',
        cause: new Error('not enough'),
      }),
      new ValidityWindowError({ startEpoch: 10n, endEpoch: 500n, reason: 'TOO_LONG', maxValidityEpochs: 100 }),
      new WaitForStatusTimeoutError({ transactionId: 'ab', timeout: 5, lastStatus: 'PENDING' }),
    ]
    for (const error of errors) {
      const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>
      expect(json, error.name).toMatchObject({
        name: error.name,
        code: error.code,
        shortMessage: error.shortMessage,
        docsUrl: error.docsUrl,
      })
      expect(isLedgernetError(error, error.code)).toBe(true)
    }
    expect(JSON.parse(JSON.stringify(errors[8]))).toMatchObject({
      startEpoch: '10',
      endEpoch: '500',
      reason: 'TOO_LONG',
    })
  })
})
