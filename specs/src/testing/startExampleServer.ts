import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Issue } from '@ledgernet/transport'
import { createSpecValidator, type SpecSource } from '../createSpecValidator.js'
import type { OpenApiValidator } from '../OpenApiValidator.js'
import type { OpenRpcValidator } from '../OpenRpcValidator.js'
import { readHeader } from '../readHeader.js'
import { resolveRef } from '../resolveRef.js'
import type { ExampleAnswer, ExampleServer, RecordedRequest } from './ExampleServer.js'
import { errorBodyFromExample } from './errorBodyFromExample.js'

/**
 * Options of {@link startExampleServer}: the spec to serve, a port (default: any free one) and,
 * optionally, the only Basic credentials restricted operations accept (default: any).
 *
 * @example
 * const options: ExampleServerOptions = { spec: 'node-rest', basicAuth: { username: 'admin', password: 'secret' } }
 */
export type ExampleServerOptions = {
  spec: SpecSource
  port?: number
  basicAuth?: { username: string; password: string }
}

type Sent = {
  status: number
  headers: Record<string, string>
  body?: unknown
  raw?: string
  delayMs?: number
  destroy?: boolean
}

/**
 * Starts an HTTP server on 127.0.0.1 that plays a spec: each request is matched to its operation,
 * checked against the spec (method, path, headers, body) with the spec validator, recorded with
 * the issues found, and answered with the spec's example for the operation's success status — or,
 * when the request breaks the spec, with the spec's documented error answer naming the field
 * (401 for missing credentials, 400 otherwise; 404/405 for unknown paths and wrong verbs from the
 * `x-ledgernet-*` conventions). For an OpenRPC document it serves JSON-RPC 2.0 on the document's
 * path (`/rpc`): envelope and params are checked (-32600/-32601/-32602 otherwise) and the answer
 * is the method's example result. Tests can override answers per operation.
 *
 * @example
 * import { startExampleServer } from '@ledgernet/specs/testing'
 * const server = await startExampleServer({ spec: 'gateway' })
 * const answer = await fetch(`${server.url}/token/derive`, { method: 'POST', headers, body })
 * expect(server.requests[0]?.issues).toEqual([])
 * await server.close()
 */
export async function startExampleServer(options: ExampleServerOptions): Promise<ExampleServer> {
  const validator = createSpecValidator(options.spec)
  const requests: RecordedRequest[] = []
  const persistent = new Map<string, ExampleAnswer>()
  const queued = new Map<string, ExampleAnswer[]>()
  const override = (names: (string | undefined)[]): ExampleAnswer | undefined => {
    for (const name of names) {
      if (!name) continue
      const queue = queued.get(name)
      if (queue?.length) return queue.shift()
    }
    for (const name of names) if (name && persistent.has(name)) return persistent.get(name)
    return undefined
  }

  const server = createServer(async (req, res) => {
    const chunks: Uint8Array[] = []
    for await (const chunk of req) chunks.push(chunk as Uint8Array)
    const rawBody = new TextDecoder().decode(Buffer.concat(chunks))
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
    let body: unknown
    const parseIssues: Issue[] = []
    if (rawBody !== '') {
      try {
        body = JSON.parse(rawBody)
      } catch {
        parseIssues.push({ path: '/body', message: 'is not JSON', keyword: 'content' })
      }
    }
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      url: req.url ?? '/',
      headers,
      rawBody,
      body,
      issues: [...parseIssues],
      status: 0,
    }
    requests.push(record)
    const sent =
      validator.kind === 'openapi'
        ? answerHttp(validator, record, options, override)
        : answerRpc(validator, record, override, parseIssues.length > 0)
    record.status = sent.status
    await send(res, sent)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    respond(operation, answer) {
      persistent.set(operation, answer)
    },
    respondOnce(operation, ...answers) {
      queued.set(operation, [...(queued.get(operation) ?? []), ...answers])
    },
    reset() {
      persistent.clear()
      queued.clear()
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function answerHttp(
  validator: OpenApiValidator,
  record: RecordedRequest,
  options: ExampleServerOptions,
  override: (names: (string | undefined)[]) => ExampleAnswer | undefined,
): Sent {
  const found = validator.findOperation(record.method, record.path)
  if ('reason' in found) {
    const kind = found.reason
    const answer = validator.conventionAnswer(kind)
    const message =
      kind === 'wrong-verb'
        ? `${record.method} is not allowed on ${record.path}; allowed: ${found.allowed.join(', ')}`
        : `no such path: ${record.method} ${record.path}`
    record.issues.push({ path: kind === 'wrong-verb' ? '/method' : '/path', message, keyword: kind })
    const status = kind === 'wrong-verb' ? 405 : 404
    const headers: Record<string, string> = kind === 'wrong-verb' ? { allow: found.allowed.join(', ') } : {}
    return {
      status,
      headers,
      body: errorBodyFromExample(answer?.examples.map((e) => e.value) ?? [], status, message, []),
    }
  }
  const { operation } = found
  record.operationId = operation.operationId
  const issues = validator.validateRequest(operation.operationId, { headers: record.headers, body: record.body })
  if (operation.auth === 'basic' && options.basicAuth && !issues.some((issue) => issue.keyword === 'security')) {
    const expected = `Basic ${Buffer.from(`${options.basicAuth.username}:${options.basicAuth.password}`, 'utf8').toString('base64')}`
    if (readHeader(record.headers, 'authorization') !== expected)
      issues.push({
        path: '/headers/authorization',
        message: 'has credentials that are not accepted',
        keyword: 'security',
      })
  }
  record.issues.push(...issues)
  const chosen = override([operation.operationId])
  if (chosen) return fromAnswer(chosen)

  const examples = validator.examples(operation.operationId)
  const responseOf = (status: string) => operation.responses.find((response) => response.status === status)
  if (record.issues.length > 0) {
    const security = record.issues.every((issue) => issue.keyword === 'security')
    const status = security && responseOf('401') ? 401 : 400
    const message = record.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')
    const candidate = errorBodyFromExample(
      (examples.responses[String(status)] ?? []).map((e) => e.value),
      status,
      message,
      record.issues,
    )
    const fallback = examples.responses[String(status)]?.[0]?.value
    const body =
      candidate !== undefined &&
      validator
        .validateResponse(operation.operationId, { status, body: candidate })
        .every((i) => !i.path.startsWith('/body'))
        ? candidate
        : (fallback ?? { code: status, message })
    return { status, headers: exampleHeaders(validator, responseOf(String(status))?.value), body }
  }
  const status = operation.successStatus ?? '200'
  const example = examples.responses[status]?.[0]
  const response = responseOf(status)?.value
  const hasContent = Boolean(response?.content?.['application/json'])
  return {
    status: Number(status),
    headers: exampleHeaders(validator, response),
    ...(hasContent ? { body: example?.value ?? null } : {}),
  }
}

function answerRpc(
  validator: OpenRpcValidator,
  record: RecordedRequest,
  override: (names: (string | undefined)[]) => ExampleAnswer | undefined,
  notJson: boolean,
): Sent {
  if (record.path !== validator.rpcPath) {
    record.issues.push({ path: '/path', message: `must be ${validator.rpcPath}`, keyword: 'unknown-path' })
    return { status: 404, headers: {}, body: { code: 404, message: `no such path: ${record.path}` } }
  }
  if (record.method !== 'POST') {
    record.issues.push({ path: '/method', message: 'must be POST', keyword: 'wrong-verb' })
    return {
      status: 405,
      headers: { allow: 'POST' },
      body: { code: 405, message: `${record.method} is not allowed; allowed: POST` },
    }
  }
  const envelope = (id: unknown, payload: { result?: unknown; error?: unknown }) => ({ jsonrpc: '2.0', id, ...payload })
  if (notJson)
    return { status: 200, headers: {}, body: envelope(null, { error: { code: -32700, message: 'Parse error' } }) }
  const batch = Array.isArray(record.body)
  const calls = batch ? (record.body as unknown[]) : [record.body]
  record.rpc = []
  if (batch && calls.length === 0) {
    record.issues.push({ path: '/body', message: 'must NOT be an empty batch', keyword: 'minItems' })
    return { status: 200, headers: {}, body: envelope(null, { error: { code: -32600, message: 'Invalid Request' } }) }
  }
  const replies: unknown[] = []
  let httpOverride: Sent | undefined
  for (const [index, call] of calls.entries()) {
    const prefix = batch ? `/body/${index}` : '/body'
    const request = (typeof call === 'object' && call !== null ? call : {}) as Record<string, unknown>
    const seen: NonNullable<RecordedRequest['rpc']>[number] = {
      method: typeof request.method === 'string' ? request.method : undefined,
      id: request.id,
      params: request.params,
      issues: [],
    }
    record.rpc!.push(seen)
    const isNotification = typeof call === 'object' && call !== null && !('id' in request)
    const reply = (payload: { result?: unknown; error?: unknown }) => {
      if (!isNotification) replies.push(envelope(request.id ?? null, payload))
    }
    const fail = (issues: Issue[], code: number, message: string) => {
      const prefixed = issues.map((issue) => ({ ...issue, path: `${prefix}${issue.path}` }))
      seen.issues.push(...prefixed)
      record.issues.push(...prefixed)
      reply({
        error: { code, message, data: prefixed.map(({ path, message: reason }) => ({ path, message: reason })) },
      })
    }
    const envelopeIssues = validator.validateRpcEnvelope(call)
    if (envelopeIssues.length) {
      fail(envelopeIssues, -32600, 'Invalid Request')
      continue
    }
    const name = request.method as string
    if (!validator.method(name)) {
      fail([{ path: '/method', message: `${name} is not a method`, keyword: 'method' }], -32601, 'Method not found')
      continue
    }
    const paramIssues = validator.validateRpcParams(name, request.params ?? [])
    if (paramIssues.length) {
      fail(paramIssues, -32602, 'Invalid params')
      continue
    }
    const chosen = override([name, name.split('.').pop()])
    if (
      chosen &&
      (chosen.status !== undefined || chosen.raw !== undefined || chosen.body !== undefined || chosen.destroy)
    ) {
      httpOverride = fromAnswer(chosen)
      continue
    }
    if (chosen?.error) {
      reply({ error: chosen.error })
      continue
    }
    if (chosen && 'result' in chosen) {
      reply({ result: chosen.result })
      continue
    }
    reply({ result: validator.examples(name)[0]?.result ?? null })
    if (chosen?.delayMs && httpOverride === undefined)
      httpOverride = { status: 0, headers: {}, delayMs: chosen.delayMs }
  }
  if (httpOverride && httpOverride.status !== 0) return httpOverride
  const delay = httpOverride?.delayMs
  if (replies.length === 0) return { status: 204, headers: {}, ...(delay ? { delayMs: delay } : {}) }
  return { status: 200, headers: {}, body: batch ? replies : replies[0], ...(delay ? { delayMs: delay } : {}) }
}

function fromAnswer(answer: ExampleAnswer): Sent {
  return {
    status: answer.status ?? 200,
    headers: answer.headers ?? {},
    ...(answer.raw !== undefined ? { raw: answer.raw } : answer.body !== undefined ? { body: answer.body } : {}),
    ...(answer.delayMs ? { delayMs: answer.delayMs } : {}),
    ...(answer.destroy ? { destroy: true } : {}),
  }
}

/** The response's documented headers, each with its example value. */
function exampleHeaders(
  validator: OpenApiValidator,
  response: Record<string, any> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, raw] of Object.entries<any>(response?.headers ?? {})) {
    const header = resolveRef(validator.document, raw)
    const value =
      header?.example ??
      Object.values<any>(header?.examples ?? {})[0]?.value ??
      header?.schema?.examples?.[0] ??
      header?.schema?.const ??
      header?.schema?.default
    if (value !== undefined) headers[name.toLowerCase()] = String(value)
  }
  return headers
}

async function send(res: ServerResponse, sent: Sent) {
  if (sent.delayMs) await new Promise((resolve) => setTimeout(resolve, sent.delayMs))
  if (sent.destroy) {
    res.socket?.destroy()
    return
  }
  if (sent.raw !== undefined) {
    res.writeHead(sent.status, { 'content-type': 'text/plain', ...sent.headers })
    res.end(sent.raw)
    return
  }
  if (sent.body === undefined) {
    res.writeHead(sent.status, sent.headers)
    res.end()
    return
  }
  res.writeHead(sent.status, { 'content-type': 'application/json', ...sent.headers })
  res.end(JSON.stringify(sent.body))
}
