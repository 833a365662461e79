#!/usr/bin/env node
// `node probeClient.mjs <openapi|openrpc> <built index.js> <cases.json>`, in a fresh process: imports
// the built package, checks that every operation (method) is an exported function, then makes one
// call per case against a stub server on 127.0.0.1 and checks what reached it. Prints
// { operations, shapes } as JSON, or exits 1 naming the first mismatch.
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [kind, entry, casesFile] = process.argv.slice(2)
const api = await import(entry)
const cases = JSON.parse(readFileSync(casesFile, 'utf8'))
const fail = (message) => {
  console.error(`probe: ${message}`)
  process.exit(1)
}
let seen
let answerType
const server = createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    seen = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) }
    if (kind === 'openrpc') {
      const body = JSON.parse(seen.body.toString())
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: null }))
    } else if (answerType && !/json/.test(answerType)) {
      response.setHeader('content-type', answerType)
      response.end(Buffer.from([1, 2, 3]))
    } else {
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    }
  })
})
server.listen(0, '127.0.0.1')
await once(server, 'listening')
const baseUrl = `http://127.0.0.1:${server.address().port}`
const factory = Object.entries(api).find(
  ([key, value]) =>
    typeof value === 'function' &&
    (kind === 'openrpc' ? /^create\w+Client$/.test(key) : /^create\w+Transport$/.test(key)),
)?.[1]
if (!factory) fail('the package exports no client factory')

let operations = 0
if (kind === 'openapi') {
  const client = factory({ baseUrl, retry: false })
  if (!Array.isArray(api.operations)) fail('the package exports no `operations`')
  for (const descriptor of api.operations) {
    const fn = Object.keys(api)
      .find((key) => api[key] === descriptor)
      ?.replace(/Operation$/, '')
    if (!fn || typeof api[fn] !== 'function') fail(`${descriptor.operationId} has no exported function`)
    operations++
  }
  for (const shape of cases) {
    const descriptor = api.operations.find((d) => d.operationId === shape.operationId)
    if (!descriptor) fail(`${shape.operationId} has no descriptor`)
    const fn = Object.keys(api)
      .find((key) => api[key] === descriptor)
      .replace(/Operation$/, '')
    const body =
      shape.request === undefined
        ? undefined
        : /json/.test(shape.request)
          ? { probe: 1 }
          : /^multipart\//.test(shape.request)
            ? { probe: 'one', file: new Blob([new Uint8Array([9, 8])]) }
            : /x-www-form-urlencoded/.test(shape.request)
              ? { probe: 'one', nested: { key: 'two' } }
              : /^text\//.test(shape.request)
                ? 'probe text'
                : new Uint8Array([7, 6, 5])
    seen = undefined
    answerType = shape.answer
    try {
      await api[fn]({
        client,
        path: shape.pathValues,
        ...(shape.query ? { query: shape.query } : {}),
        ...(body !== undefined ? { body } : {}),
        headers: shape.headers,
      })
    } catch (error) {
      if (!seen) fail(`${shape.operationId} (${shape.shape}) sent nothing: ${error.message}`)
    }
    if (!seen) fail(`${shape.operationId} sent nothing`)
    const url = new URL(seen.url, baseUrl)
    if (seen.method !== shape.method) fail(`${shape.operationId}: method ${seen.method}, expected ${shape.method}`)
    if (decodeURIComponent(url.pathname) !== shape.expectedPath)
      fail(`${shape.operationId}: path ${url.pathname}, expected ${shape.expectedPath}`)
    if (shape.query && decodeURIComponent(url.search.slice(1)) !== shape.expectedQuery)
      fail(`${shape.operationId}: query ${decodeURIComponent(url.search.slice(1))}, expected ${shape.expectedQuery}`)
    for (const [name, value] of Object.entries(shape.headers))
      if (seen.headers[name.toLowerCase()] !== value)
        fail(`${shape.operationId}: header ${name} is ${seen.headers[name.toLowerCase()]}`)
    const type = seen.headers['content-type'] ?? ''
    if (body === undefined) {
      if (seen.body.length) fail(`${shape.operationId}: a body was sent where the spec has none`)
    } else if (/json/.test(shape.request)) {
      if (!/json/.test(type) || JSON.parse(seen.body.toString()).probe !== 1)
        fail(`${shape.operationId}: JSON body not sent as JSON (${type})`)
    } else if (/^multipart\//.test(shape.request)) {
      if (!/^multipart\/form-data; boundary=/.test(type) || !seen.body.toString().includes('name="probe"'))
        fail(`${shape.operationId}: multipart body not sent as multipart (${type})`)
    } else if (/x-www-form-urlencoded/.test(shape.request)) {
      if (
        !type.startsWith('application/x-www-form-urlencoded') ||
        seen.body.toString() !== 'probe=one&nested%5Bkey%5D=two'
      )
        fail(`${shape.operationId}: form body sent as ${type}: ${seen.body.toString()}`)
    } else if (/^text\//.test(shape.request)) {
      if (!type.startsWith(shape.request) || seen.body.toString() !== 'probe text')
        fail(`${shape.operationId}: text body sent as ${type}`)
    } else if (type !== shape.request || !seen.body.equals(Buffer.from([7, 6, 5])))
      fail(`${shape.operationId}: ${shape.request} body sent as ${type} (${seen.body.toString('hex')})`)
  }
} else {
  const client = factory({ baseUrl, retry: false, validateResults: false })
  const methods = Object.entries(api).filter(
    ([key, value]) => key.endsWith('Method') && typeof value?.method === 'string',
  )
  for (const [key] of methods) {
    if (typeof api[key.slice(0, -'Method'.length)] !== 'function') fail(`${key} has no exported function`)
    operations++
  }
  for (const shape of cases) {
    const [key] = methods.find(([, descriptor]) => descriptor.method === shape.method) ?? []
    if (!key) fail(`${shape.method} has no descriptor`)
    const params = shape.byName
      ? Object.fromEntries(shape.params.map((name) => [name, 'v']))
      : shape.params.map(() => 'v')
    seen = undefined
    await api[key.slice(0, -'Method'.length)]({ client, params })
    const body = JSON.parse(seen.body.toString())
    if (seen.method !== 'POST' || body.jsonrpc !== '2.0' || body.method !== shape.method)
      fail(`${shape.method}: sent ${seen.method} ${seen.body.toString().slice(0, 120)}`)
    if (shape.byName ? Array.isArray(body.params) || typeof body.params !== 'object' : !Array.isArray(body.params))
      fail(
        `${shape.method}: params sent as ${JSON.stringify(body.params).slice(0, 80)}, the spec says ${shape.byName ? 'by-name' : 'by-position'}`,
      )
  }
}
server.close()
console.log(JSON.stringify({ operations, shapes: cases.length }))
