import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { MAX_SYMBOL_LENGTH, validateSymbol } from './validateSymbol.js'

function reason(symbol: unknown): string {
  try {
    validateSymbol(symbol as string)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).field).toBe('symbol')
    return (error as InvalidArgumentError).problem
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('validateSymbol', () => {
  it('accepts lower-case letters and digits, 1 to 35 characters', () => {
    for (const symbol of ['x', 'xrd', 'gold2', '123', 'a'.repeat(MAX_SYMBOL_LENGTH)])
      expect(validateSymbol(symbol)).toBe(symbol)
  })

  it.each([
    ['', 'is ""; a symbol is 1 to 35 characters a-z and 0-9'],
    ['a'.repeat(36), 'is 36 characters long; a symbol is 1 to 35 characters a-z and 0-9'],
    ['XRD', 'is "XRD"; a symbol is 1 to 35 characters a-z and 0-9'],
    ['abc def', 'is "abc def"; a symbol is 1 to 35 characters a-z and 0-9'],
    ['é', 'is "é"; a symbol is 1 to 35 characters a-z and 0-9'],
    ['a_b', 'is "a_b"; a symbol is 1 to 35 characters a-z and 0-9'],
    ['a\nb', 'is "a\\nb"; a symbol is 1 to 35 characters a-z and 0-9'],
    [7, 'must be a string'],
  ])('refuses %j: %s', (symbol, expected) => {
    expect(reason(symbol)).toBe(expected)
  })
})
