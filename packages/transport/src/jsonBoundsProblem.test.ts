import { describe, expect, it } from 'vitest'
import { jsonBoundsProblem, maxJsonDepth, maxJsonNumberLength } from './jsonBoundsProblem.js'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('jsonBoundsProblem', () => {
  it('passes answers within the bounds, and leaves what is not JSON to JSON.parse', () => {
    for (const text of [
      '{"a":[1,-2.5,3e10,{"b":"]]]]{{{{\\"[[["}],"c":null,"d":true}',
      nested(maxJsonDepth),
      `[${'9'.repeat(maxJsonNumberLength)}]`,
      '[1e308,-1e308,1e-400]',
      '{"a":"unterminated',
      '[1.2.3, -]',
    ])
      expect(jsonBoundsProblem(text), text.slice(0, 40)).toBeUndefined()
  })

  it('names the value nested one level too deep, by its pointer, cut to what a message shows', () => {
    // Sixty-four levels make a pointer of 128 characters at least: it is always cut.
    const pointer = `/a"b/1/c~1d${'/0'.repeat(maxJsonDepth - 3)}`
    expect(jsonBoundsProblem(`{"a\\"b":[0,{"c/d":${nested(maxJsonDepth - 2)}}]}`)).toEqual({
      reason: 'TOO_DEEP',
      path: `${pointer.slice(0, 120)}… (${pointer.length} characters)`,
      message: 'nests arrays and objects more than 64 levels deep',
    })
    expect(jsonBoundsProblem(nested(1_000_000))!.path).toMatch(/^(\/0){60}… \(128 characters\)$/)
  })

  it('names a number too long or beyond a double', () => {
    expect(jsonBoundsProblem(`{"fee":{"value":${'1'.repeat(maxJsonNumberLength + 1)}}}`)).toEqual({
      reason: 'NUMBER_OUT_OF_RANGE',
      path: '/fee/value',
      message: 'is a number of 65 characters (at most 64)',
    })
    expect(jsonBoundsProblem('[0,{"epoch":-1E999}]')).toEqual({
      reason: 'NUMBER_OUT_OF_RANGE',
      path: '/1/epoch',
      message: 'is a number beyond the range of a double (-1E999)',
    })
  })
})
