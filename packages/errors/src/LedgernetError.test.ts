import { describe, expect, it } from 'vitest'
import { InvalidArgumentError, LedgernetError, findCause, isLedgernetError } from './index.js'

describe('LedgernetError', () => {
  it('composes the message from the short message, meta lines, details and docs link', () => {
    const error = new LedgernetError('Build failed.', {
      code: 'BUILD_FAILED',
      details: 'the server said no',
      metaMessages: ['operation: buildTransaction'],
      docsPath: 'build-failed',
    })
    expect(error.shortMessage).toBe('Build failed.')
    expect(error.code).toBe('BUILD_FAILED')
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
    expect(error.docsUrl.endsWith('#build-failed')).toBe(true)
  })

  it('keeps the cause and takes its message as details', () => {
    const cause = new TypeError('fetch failed')
    const error = new LedgernetError('Network failure.', { cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('fetch failed')
  })

  it('finds a cause in the chain, stopping on cycles', () => {
    const inner = new InvalidArgumentError('symbol', 'must be lower-case')
    const outer = new LedgernetError('Outer.', { cause: inner })
    expect(findCause(outer, (e) => e instanceof InvalidArgumentError)).toBe(inner)
    expect(findCause(outer, (e) => e === outer)).toBe(outer)
    expect(findCause(outer, () => false)).toBeUndefined()
    const looped = new Error('a') as Error & { cause?: unknown }
    looped.cause = looped
    expect(findCause(looped, () => false)).toBeUndefined()
  })

  it('narrows with isLedgernetError, by code too', () => {
    const error: unknown = new InvalidArgumentError('amount', 'is negative')
    expect(isLedgernetError(error)).toBe(true)
    expect(isLedgernetError(error, 'INVALID_ARGUMENT')).toBe(true)
    expect(isLedgernetError(error, 'OTHER')).toBe(false)
    expect(isLedgernetError(new Error('x'))).toBe(false)
    expect(isLedgernetError('x')).toBe(false)
  })

  it('names the field and the reason of an invalid argument', () => {
    const error = new InvalidArgumentError('fee_payer.address', 'has a bad checksum')
    expect(error.code).toBe('INVALID_ARGUMENT')
    expect(error.field).toBe('fee_payer.address')
    expect(error.reason).toBe('has a bad checksum')
    expect(error.shortMessage).toBe('Invalid fee_payer.address: has a bad checksum.')
    expect(error.name).toBe('InvalidArgumentError')
  })
})
