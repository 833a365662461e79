import { describe, expect, it } from 'vitest'
import { expectSame } from './expectSame.js'

describe('expectSame', () => {
  const actions = [{ type: 'TransferTokens', amount: { value: '10', token_identifier: { rri: 'xrd' } } }]

  it('finds nothing when every expected value is where it should be (extra fields are not judged)', () => {
    expect(
      expectSame('op', '/body/actions', actions, [{ ...actions[0], extra: 1 }], 'must be what was signed'),
    ).toEqual([])
  })

  it('names each differing value by its JSON Pointer, with the expected and the seen value', () => {
    const seen = [{ type: 'TransferTokens', amount: { value: '100', token_identifier: { rri: 'xrd' } } }]
    expect(expectSame('op', '/body/actions', actions, seen, 'must be what was signed')).toEqual([
      {
        operation: 'op',
        path: '/body/actions/0/amount/value',
        message: 'must be what was signed: "10" expected, "100" seen',
        expected: '10',
        seen: '100',
      },
    ])
  })

  it('fails an array of another length, a missing object, and escapes pointer tokens', () => {
    expect(expectSame('op', '/a', [1], [1, 2], 'm')[0]).toMatchObject({
      path: '/a',
      message: 'm: 1 item(s) expected, 2 seen',
    })
    expect(expectSame('op', '/a', { b: 1 }, null, 'm')[0]).toMatchObject({
      path: '/a',
      message: 'm: an object expected',
    })
    expect(expectSame('op', '', { 'a/b': 1 }, { 'a/b': 2 }, 'm')[0]!.path).toBe('/a~1b')
  })
})
