import { describe, expect, it } from 'vitest'
import { resolveRef, resolveRefAt } from '../src/index.js'

describe('local references', () => {
  it('follows $ref chains to where an object sits, refusing what is not local', () => {
    const document = { a: { $ref: '#/b' }, b: { $ref: '#/c' }, c: { type: 'string' }, d: { $ref: 'other.yaml#/c' } }
    expect(resolveRefAt(document, ['a'])).toEqual({ value: { type: 'string' }, tokens: ['c'] })
    expect(resolveRef(document, { $ref: '#/a' })).toEqual({ type: 'string' })
    expect(() => resolveRefAt(document, ['d'])).toThrow('$ref other.yaml#/c is not a local reference')
    expect(() => resolveRef({ a: { $ref: '#/a' } }, { $ref: '#/a' })).toThrow('$ref loop at #/a')
  })
})
