import { isLedgernetError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { DecodeError } from './DecodeError.js'
import { decodeUnsignedTransaction } from './unsignedTransaction/decodeUnsignedTransaction.js'

describe('DecodeError', () => {
  it('names the structure, offset, field and problem', () => {
    const error = new DecodeError({
      structure: 'intent',
      offset: 71,
      field: 'manifest.instructions[0].type',
      problem: 'is the unknown instruction tag 0x09',
    })
    expect(error.shortMessage).toBe(
      'Cannot decode the intent: manifest.instructions[0].type at byte 71 is the unknown instruction tag 0x09.',
    )
    expect(error.code).toBe('DECODE_ERROR')
    expect(error.name).toBe('DecodeError')
    expect(isLedgernetError(error, 'DECODE_ERROR')).toBe(true)
    expect([error.structure, error.offset, error.field]).toEqual(['intent', 71, 'manifest.instructions[0].type'])
  })

  it('is what the example in its doc comment shows', () => {
    let caught: unknown
    try {
      decodeUnsignedTransaction('4c4e5402')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DecodeError)
    expect((caught as DecodeError).offset).toBe(3)
    expect((caught as DecodeError).problem).toBe('is 2, only version 1 is known')
  })
})
