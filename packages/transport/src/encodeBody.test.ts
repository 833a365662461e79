import { describe, expect, it } from 'vitest'
import { encodeBody } from './encodeBody.js'
import type { OperationDescriptor } from './OperationDescriptor.js'

const op = (request?: string, extra: { encoding?: OperationDescriptor['encoding'] } = {}): OperationDescriptor =>
  ({
    operationId: 'upload',
    method: 'POST',
    path: '/upload',
    retrySafe: false,
    ...extra,
    ...(request ? { request, encode: encodeBody } : {}),
  }) as OperationDescriptor

describe('encodeBody', () => {
  it('leaves a JSON body to the transport', () => {
    expect(encodeBody(op(), { a: 1 })).toBeUndefined()
  })

  it('writes a form body with nested objects as name[key] and deepObject lists as name[i]', () => {
    const encoded = encodeBody(op('application/x-www-form-urlencoded', { encoding: { expand: 'deepObject' } }), {
      amount: 100,
      metadata: { order: '7' },
      expand: ['customer', 'invoice'],
      tag: ['a', 'b'],
      skipped: undefined,
    })
    expect(encoded?.contentType).toBe('application/x-www-form-urlencoded')
    expect(String(encoded?.body)).toBe(
      'amount=100&metadata%5Border%5D=7&expand%5B0%5D=customer&expand%5B1%5D=invoice&tag=a&tag=b',
    )
  })

  it('writes a multipart body: bytes and blobs as file parts, objects as JSON parts, the rest as text', async () => {
    const encoded = encodeBody(op('multipart/form-data'), {
      file: new Uint8Array([1, 2]),
      attributes: { name: 'a.txt' },
      note: 7,
    })
    const form = encoded?.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(new Uint8Array(await (form.get('file') as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2]))
    expect(await (form.get('attributes') as Blob).text()).toBe('{"name":"a.txt"}')
    expect(form.get('note')).toBe('7')
  })

  it('sends text as text and bytes as given with their media type; refuses an object for a binary type', () => {
    expect(encodeBody(op('text/plain'), 'hello')).toEqual({ body: 'hello', contentType: 'text/plain' })
    const bytes = new Uint8Array([0x84, 0xa4])
    expect(encodeBody(op('application/cbor'), bytes)).toEqual({ body: bytes, contentType: 'application/cbor' })
    expect(() => encodeBody(op('application/cbor'), { tx: 'ab' })).toThrow(
      'upload: the body must be bytes (Uint8Array, ArrayBuffer, Blob) or a string for application/cbor',
    )
  })
})
