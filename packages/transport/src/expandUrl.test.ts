import { describe, expect, it } from 'vitest'
import { expandUrl } from './expandUrl.js'

// The examples of OpenAPI 3.1's "Style Examples" table: color = blue, ['blue','black','brown'],
// { R: 100, G: 200, B: 150 }.
const primitive = 'blue'
const array = ['blue', 'black', 'brown']
const object = { R: 100, G: 200, B: 150 }

describe('expandUrl', () => {
  it('writes path parameters in the simple, label and matrix styles of the OpenAPI table', () => {
    const path = (value: unknown, style: 'simple' | 'label' | 'matrix', explode: boolean) =>
      decodeURIComponent(expandUrl('/c/{color}', { path: { color: value } }, { path: { color: { style, explode } } }))
    expect(path(primitive, 'simple', false)).toBe('/c/blue')
    expect(path(array, 'simple', false)).toBe('/c/blue,black,brown')
    expect(path(object, 'simple', false)).toBe('/c/R,100,G,200,B,150')
    expect(path(object, 'simple', true)).toBe('/c/R=100,G=200,B=150')
    expect(path(primitive, 'label', false)).toBe('/c/.blue')
    expect(path(array, 'label', false)).toBe('/c/.blue,black,brown')
    expect(path(array, 'label', true)).toBe('/c/.blue.black.brown')
    expect(path(object, 'label', true)).toBe('/c/.R=100.G=200.B=150')
    expect(path(primitive, 'matrix', false)).toBe('/c/;color=blue')
    expect(path(array, 'matrix', false)).toBe('/c/;color=blue,black,brown')
    expect(path(array, 'matrix', true)).toBe('/c/;color=blue;color=black;color=brown')
    expect(path(object, 'matrix', false)).toBe('/c/;color=R,100,G,200,B,150')
    expect(path(object, 'matrix', true)).toBe('/c/;R=100;G=200;B=150')
  })

  it('writes query parameters in the form, spaceDelimited, pipeDelimited and deepObject styles', () => {
    type Style = 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject'
    const query = (value: unknown, style: Style, explode: boolean) =>
      expandUrl('/c', { query: { color: value } }, { query: { color: { style, explode } } })
    expect(query(primitive, 'form', true)).toBe('/c?color=blue')
    expect(query(array, 'form', true)).toBe('/c?color=blue&color=black&color=brown')
    expect(query(array, 'form', false)).toBe('/c?color=blue,black,brown')
    expect(query(object, 'form', true)).toBe('/c?R=100&G=200&B=150')
    expect(query(object, 'form', false)).toBe('/c?color=R,100,G,200,B,150')
    expect(query(array, 'spaceDelimited', false)).toBe('/c?color=blue%20black%20brown')
    expect(query(array, 'pipeDelimited', false)).toBe('/c?color=blue|black|brown')
    expect(decodeURIComponent(query(object, 'deepObject', true))).toBe('/c?color[R]=100&color[G]=200&color[B]=150')
  })

  it("uses OpenAPI's defaults without styles, leaves out undefined and null, and encodes what it writes", () => {
    expect(expandUrl('/pets/{id}', { path: { id: 'a b/c' }, query: { tag: ['x&y', null], limit: undefined } })).toBe(
      '/pets/a%20b%2Fc?tag=x%26y',
    )
    expect(expandUrl('/pets', { query: { filter: { kind: 'cat', age: 3 } } })).toBe('/pets?kind=cat&age=3')
  })

  it('writes nested objects and arrays under deepObject as a form body does', () => {
    const url = expandUrl(
      '/v1/charges',
      { query: { created: { gte: 1, lt: 2 }, expand: ['a', 'b'], meta: { tags: ['x'], inner: { k: 'v' } } } },
      {
        query: {
          created: { style: 'deepObject', explode: true },
          expand: { style: 'deepObject', explode: true },
          meta: { style: 'deepObject', explode: true },
        },
      },
    )
    expect(decodeURIComponent(url)).toBe(
      '/v1/charges?created[gte]=1&created[lt]=2&expand[0]=a&expand[1]=b&meta[tags][0]=x&meta[inner][k]=v',
    )
  })

  it("leaves out the fragment a published spec keys a path's variants by", () => {
    expect(expandUrl('/schema/{id}#add', { path: { id: 1 }, query: { q: 'x' } })).toBe('/schema/1?q=x')
  })

  it('names a path parameter that has no value', () => {
    expect(() => expandUrl('/pets/{id}', {})).toThrow(new TypeError('path parameter id has no value'))
  })
})
