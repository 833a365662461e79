import { isLedgernetError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { FeeTooHighError } from './FeeTooHighError.js'
import { TransactionNotFoundError } from './TransactionNotFoundError.js'
import { TransactionRefusedError } from './TransactionRefusedError.js'
import { WaitForStatusTimeoutError } from './WaitForStatusTimeoutError.js'

describe('FlowError (the base of the flows’ errors)', () => {
  it('links each code to its anchor in docs/errors.md', () => {
    expect(new FeeTooHighError({ fee: 2n, maxFee: 1n }).docsUrl).toMatch(/docs\/errors\.md#fee-too-high$/)
    expect(new WaitForStatusTimeoutError({ transactionId: 'ab', timeout: 1, lastStatus: undefined }).docsUrl).toMatch(/#wait-for-status-timeout$/)
  })

  it('sets the fields, keeps the cause as Error does (not as a field), and names the class', () => {
    const cause = new Error('reset')
    const error = new TransactionNotFoundError({ transactionId: 'ab', cause })
    expect(error).toMatchObject({ name: 'TransactionNotFoundError', code: 'TRANSACTION_NOT_FOUND', transactionId: 'ab', cause })
    expect(Object.keys(error)).not.toContain('cause')
    expect(isLedgernetError(error, 'TRANSACTION_NOT_FOUND')).toBe(true)
    expect(error.message).toContain('Details: reset')
  })

  it('passes details and meta lines on', () => {
    const refused = new TransactionRefusedError({ operation: 'buildTransaction', reason: 'INSUFFICIENT_FUNDS', cause: { shortMessage: 'not enough' } })
    expect(refused).toMatchObject({ operation: 'buildTransaction', reason: 'INSUFFICIENT_FUNDS', details: 'not enough' })
    const timedOut = new WaitForStatusTimeoutError({ transactionId: 'ab', timeout: 5, lastStatus: 'PENDING' })
    expect(timedOut.metaMessages).toEqual(['last status: PENDING'])
  })
})
