import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { MAX_SYMBOL_LENGTH, validateSymbol } from './validateSymbol.js'

function reason(symbol: unknown): string {
  try {
    validateSymbol(symbol as string)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).field).toBe('symbol')
    return (error as InvalidArgumentError).reason
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('validateSymbol', () => {
  it('accepts lower-case letters and digits, 1 to 35 characters', () => {
    for (const symbol of ['x', 'xrd', 'gold2', '123', 'a'.repeat(MAX_SYMBOL_LENGTH)]) expect(validateSymbol(symbol)).toBe(symbol)
  })

  it.each([
    ['', 'is empty'],
    ['a'.repeat(36), 'is 36 characters long; at most 35 are allowed'],
    ['XRD', 'has upper-case letters; symbols are lower-case'],
    ['abc def', 'has " " at position 4; only a-z and 0-9 are allowed'],
    ['é', 'has "é" at position 1; only a-z and 0-9 are allowed'],
    ['a_b', 'has "_" at position 2; only a-z and 0-9 are allowed'],
    [7, 'must be a string'],
  ])('refuses %j: %s', (symbol, expected) => {
    expect(reason(symbol)).toBe(expected)
  })
})
