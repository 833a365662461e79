import type { OperationDescriptor } from './OperationDescriptor.js'
import type { RequestBody } from './RequestBody.js'

/**
 * A request body encoded for the media type its descriptor gives (`request`), and that media type;
 * `undefined` for a JSON body (the transport writes JSON itself):
 * - `multipart/form-data`: a `FormData` — a `Blob` or `Uint8Array` field is a file part, an object
 *   a JSON part (OpenAPI's default), a list one part per item, anything else its text;
 * - `application/x-www-form-urlencoded`: `URLSearchParams` — a list repeats its name, an object is
 *   written `name[key]=value` (the `deepObject` style form APIs read; a property the spec gives
 *   `deepObject` writes its lists `name[0]=…`), `null` and `undefined` are left out;
 * - `text/*`: the text (a non-string is written as JSON);
 * - any other type (`application/octet-stream`, `application/cbor`, …): the bytes as given (a
 *   `Uint8Array`, `ArrayBuffer`, `Blob` or string); a plain object or array is refused, since a
 *   client cannot encode it for a type it does not know.
 * Throws `TypeError` naming the operation and the media type for a body it cannot send.
 *
 * @example
 * encodeBody({ operationId: 'postTxSubmit', method: 'POST', path: '/tx/submit', retrySafe: false, request: 'application/cbor' }, new Uint8Array([0x84]))
 * // { body: Uint8Array [0x84], contentType: 'application/cbor' }
 */
export function encodeBody(
  descriptor: OperationDescriptor,
  body: unknown,
): { body: RequestBody; contentType: string } | undefined {
  const type = descriptor.request
  if (type === undefined || body === undefined) return undefined
  const media = type.split(';')[0]!.trim().toLowerCase()
  if (media === 'multipart/form-data') {
    const form = new FormData()
    for (const [name, value] of Object.entries(asRecord(descriptor, type, body)))
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue
        if (item instanceof Blob) form.append(name, item)
        else if (item instanceof Uint8Array || item instanceof ArrayBuffer)
          form.append(name, new Blob([item as BlobPart]))
        else if (typeof item === 'object')
          form.append(name, new Blob([JSON.stringify(item)], { type: 'application/json' }))
        else form.append(name, String(item))
      }
    return { body: form, contentType: type }
  }
  if (media === 'application/x-www-form-urlencoded') {
    const query = new URLSearchParams()
    const write = (name: string, value: unknown, deep: boolean): void => {
      if (value === undefined || value === null) return
      if (Array.isArray(value))
        value.forEach((item, index) => {
          write(deep ? `${name}[${index}]` : name, item, deep)
        })
      else if (typeof value === 'object')
        for (const [key, item] of Object.entries(value)) write(`${name}[${key}]`, item, true)
      else query.append(name, String(value))
    }
    for (const [name, value] of Object.entries(asRecord(descriptor, type, body)))
      write(name, value, descriptor.encoding?.[name] === 'deepObject')
    return { body: query, contentType: type }
  }
  if (media.startsWith('text/'))
    return { body: typeof body === 'string' ? body : JSON.stringify(body), contentType: type }
  if (typeof body === 'string' || body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof Blob)
    return { body: body as RequestBody, contentType: type }
  throw new TypeError(
    `${descriptor.operationId}: the body must be bytes (Uint8Array, ArrayBuffer, Blob) or a string for ${type}`,
  )
}

function asRecord(descriptor: OperationDescriptor, type: string, body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>
  throw new TypeError(`${descriptor.operationId}: the body must be an object of fields for ${type}`)
}
