import { describe, expect, it } from 'vitest'
import { refTokens, resolvePointer, toFragment, toPointer } from './jsonPointer.js'

describe('JSON Pointer (RFC 6901)', () => {
  it('reads the tokens of a pointer and of a URI-fragment reference, unescaped', () => {
    expect(refTokens('/actions/0/amount')).toEqual(['actions', '0', 'amount'])
    expect(refTokens('/a~1b/c~0d')).toEqual(['a/b', 'c~d'])
    expect(refTokens('#/paths/~1token~1derive/post')).toEqual(['paths', '/token/derive', 'post'])
    expect(refTokens('#/components/schemas/A%20B')).toEqual(['components', 'schemas', 'A B'])
    // A plain pointer is not a URI fragment: its % is a character of the key.
    expect(refTokens('/100%25')).toEqual(['100%25'])
    expect(refTokens('')).toEqual([])
    expect(refTokens('#')).toEqual([])
    expect(refTokens('/')).toEqual([''])
    expect(refTokens('actions')).toBeUndefined()
    expect(refTokens('#%E0')).toBeUndefined()
  })

  it('writes pointers and fragments that read back', () => {
    const tokens = ['paths', '/token/derive', 'a~b', 0]
    expect(refTokens(toPointer(tokens))).toEqual(tokens.map(String))
    expect(refTokens(toFragment(tokens))).toEqual(tokens.map(String))
  })

  it('resolves values in objects and arrays; undefined for what is not there', () => {
    const body = { actions: [{ amount: { value: '1' } }], 'a/b': null, '': 0 }
    expect(resolvePointer(body, '/actions/0/amount/value')).toBe('1')
    expect(resolvePointer(body, '/a~1b')).toBeNull()
    expect(resolvePointer(body, '/')).toBe(0)
    expect(resolvePointer(body, '')).toBe(body)
    expect(resolvePointer(body, '/actions/1')).toBeUndefined()
    expect(resolvePointer(body, '/actions/length')).toBeUndefined()
    expect(resolvePointer(body, '/actions/0/amount/value/x')).toBeUndefined()
    expect(resolvePointer(body, 'actions')).toBeUndefined()
  })
})
