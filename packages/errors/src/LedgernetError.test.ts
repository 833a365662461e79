import { describe, expect, expectTypeOf, it } from 'vitest'
import { errorJson, findCause, InvalidArgumentError, isLedgernetError, LedgernetError } from './index.js'
import { packageTag } from './packageTag.js'

declare module './LedgernetErrorCodes.js' {
  interface LedgernetErrorCodes {
    TEST_BUILD_FAILED: LedgernetError<'TEST_BUILD_FAILED'>
    TEST_AMOUNT: AmountError
  }
}

class AmountError extends LedgernetError<'TEST_AMOUNT'> {
  override name = 'AmountError' as const
  declare readonly amount: bigint
  constructor(amount: bigint, cause?: unknown) {
    super(`Amount ${amount} is too high.`, { code: 'TEST_AMOUNT', cause, packageTag: '@ledgernet/example@1.2.3' })
    Object.assign(this, { amount })
  }

  toJSON(): Record<string, unknown> {
    return errorJson(this)
  }
}

describe('LedgernetError', () => {
  it('composes the message from the short message, meta lines, details and docs link', () => {
    const error = new LedgernetError('Build failed.', {
      code: 'TEST_BUILD_FAILED',
      details: 'the server said no',
      metaMessages: ['operation: buildTransaction'],
    })
    expect(error.shortMessage).toBe('Build failed.')
    expect(error.code).toBe('TEST_BUILD_FAILED')
    expect(error.message).toBe(
      [
        'Build failed.',
        '',
        'operation: buildTransaction',
        '',
        'Details: the server said no',
        `Docs: ${error.docsUrl}`,
      ].join('\n'),
    )
  })

  it('links to the code’s section of docs/errors.md in the release of the package that defines the error', () => {
    expect(new LedgernetError('x', { code: 'TEST_BUILD_FAILED' }).docsUrl).toBe(
      `https://github.com/ledgernet/ledgernet/blob/${packageTag}/docs/errors.md#test_build_failed`,
    )
    expect(packageTag).toMatch(/^@ledgernet\/errors@\d+\.\d+\.\d+/)
    expect(new AmountError(1n).docsUrl).toBe(
      'https://github.com/ledgernet/ledgernet/blob/@ledgernet/example@1.2.3/docs/errors.md#test_amount',
    )
  })

  it('keeps the cause and takes its message as details', () => {
    const cause = new TypeError('fetch failed')
    const error = new LedgernetError('Network failure.', { code: 'TEST_BUILD_FAILED', cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('fetch failed')
  })

  it('finds a cause in the chain, stopping on cycles', () => {
    const inner = new InvalidArgumentError('symbol', 'must be lower-case')
    const outer = new LedgernetError('Outer.', { code: 'TEST_BUILD_FAILED', cause: inner })
    expect(findCause(outer, (e) => e instanceof InvalidArgumentError)).toBe(inner)
    expect(findCause(outer, (e) => e === outer)).toBe(outer)
    expect(findCause(outer, () => false)).toBeUndefined()
    const looped = new Error('a') as Error & { cause?: unknown }
    looped.cause = looped
    expect(findCause(looped, () => false)).toBeUndefined()
  })

  it('serialises with JSON.stringify: code, messages, docs link and every field', () => {
    const error = new InvalidArgumentError('amount', 'is negative')
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'InvalidArgumentError',
      code: 'INVALID_ARGUMENT',
      field: 'amount',
      problem: 'is negative',
      shortMessage: 'Invalid amount: is negative.',
      metaMessages: [],
      docsUrl: error.docsUrl,
    })
  })

  it('errorJson (the toJSON of classes with bigints) writes bigints as decimal strings and the cause chain', () => {
    const cause = new InvalidArgumentError('amount', 'is negative', { cause: new TypeError('inner') })
    const error = new AmountError(10n ** 30n, cause)
    expect(() => JSON.stringify(Object.assign(new Error('x'), { amount: 1n }))).toThrow(/BigInt/)
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'AmountError',
      code: 'TEST_AMOUNT',
      amount: '1000000000000000000000000000000',
      shortMessage: 'Amount 1000000000000000000000000000000 is too high.',
      metaMessages: [],
      docsUrl: error.docsUrl,
      cause: {
        name: 'InvalidArgumentError',
        code: 'INVALID_ARGUMENT',
        field: 'amount',
        problem: 'is negative',
        shortMessage: 'Invalid amount: is negative.',
        // a plain Error's message is kept as the details of the ledgernet error it caused
        details: 'inner',
        metaMessages: [],
        docsUrl: cause.docsUrl,
      },
    })
  })

  it('names the field and the problem of an invalid argument', () => {
    const error = new InvalidArgumentError('fee_payer.address', 'has a bad checksum')
    expect(error.code).toBe('INVALID_ARGUMENT')
    expect(error.field).toBe('fee_payer.address')
    expect(error.problem).toBe('has a bad checksum')
    expect(error.shortMessage).toBe('Invalid fee_payer.address: has a bad checksum.')
    expect(error.name).toBe('InvalidArgumentError')
    expect(error.docsUrl.endsWith('/docs/errors.md#invalid_argument')).toBe(true)
  })
})

describe('isLedgernetError', () => {
  it('accepts ledgernet errors, by code too, and nothing else', () => {
    const error: unknown = new InvalidArgumentError('amount', 'is negative')
    expect(isLedgernetError(error)).toBe(true)
    expect(isLedgernetError(error, 'INVALID_ARGUMENT')).toBe(true)
    expect(isLedgernetError(error, 'TEST_AMOUNT')).toBe(false)
    expect(isLedgernetError(new Error('x'))).toBe(false)
    expect(isLedgernetError({ code: 'INVALID_ARGUMENT', shortMessage: 'x' })).toBe(false)
    expect(isLedgernetError('x')).toBe(false)
  })

  it('narrows to the class registered for the code, and accepts only registered codes', () => {
    const error: unknown = new AmountError(5n)
    if (isLedgernetError(error, 'TEST_AMOUNT')) {
      expectTypeOf(error).toEqualTypeOf<AmountError>()
      expectTypeOf(error.amount).toEqualTypeOf<bigint>()
      expectTypeOf(error.name).toEqualTypeOf<'AmountError'>()
      expect(error.amount).toBe(5n)
    } else expect.unreachable()
    // @ts-expect-error a misspelt code does not compile
    expect(isLedgernetError(error, 'TEST_AMOUNTS')).toBe(false)
  })

  it('recognises an error made by another copy of the package (another module instance)', async () => {
    // A second instance of the module, as a CommonJS copy or a second installed version would be.
    const other = (await import(
      /* @vite-ignore */ `./LedgernetError.js?copy=${Date.now()}`
    )) as typeof import('./LedgernetError.js')
    expect(other.LedgernetError).not.toBe(LedgernetError)
    const foreign = new other.LedgernetError('Made elsewhere.', { code: 'TEST_BUILD_FAILED' })
    expect(foreign instanceof LedgernetError).toBe(false)
    expect(isLedgernetError(foreign, 'TEST_BUILD_FAILED')).toBe(true)
  })
})
