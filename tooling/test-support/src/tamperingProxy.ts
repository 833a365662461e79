import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the proxy received it; `json` is the parsed body when it is JSON. */
export type ProxiedRequest = { method: string; path: string; headers: Record<string, string>; body: string; json?: any }

/** An answer as the proxy will send it; `json` is the parsed body when it is JSON. */
export type ProxiedAnswer = { status: number; headers: Record<string, string>; body: string; json?: any }

/** What a tampering proxy does with each exchange (every rule optional: without any, it forwards). */
export type TamperingRules = {
  /**
   * Before forwarding: an answer to send instead (the upstream never sees the request), `'hang'`
   * to never answer (until the proxy closes), or nothing to forward.
   */
  before?: (request: ProxiedRequest) => ProxiedAnswer | 'hang' | undefined
  /**
   * After the upstream answered: the answer to send (changed or not), or `'drop'` to close the
   * connection without answering (the upstream has executed the request).
   */
  alter?: (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer | 'drop' | Promise<ProxiedAnswer | 'drop'>
}

/**
 * A server that lies, for tests: an HTTP proxy on 127.0.0.1 (a free port) in front of a real
 * server (the sandbox) that forwards every request and lets its rules change the answer, answer
 * by itself, drop the connection or never answer. Every request is recorded in order. The one
 * tampering proxy of the repository: the flows' tests (a server that lies about what it built or
 * loses answers) and the contract runner's (a server whose answers do not mean what happened) use it.
 *
 * @example
 * const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
 *   alter: (request, answer) => (request.path === '/transaction/status' ? withJson(answer, { ...answer.json, fee_paid: null }) : answer),
 * })
 * await runContract({ gateway: proxy.url })
 * await proxy.close()
 */
export async function startTamperingProxy(upstream: string, rules: TamperingRules = {}) {
  const requests: ProxiedRequest[] = []
  const server = createServer((incoming, outgoing) => {
    // A rule that throws is the test's bug: the connection closes (the client sees it) and the
    // error is kept for `close()` to throw, rather than a request left hanging.
    exchange(incoming, outgoing).catch((error: unknown) => {
      failures.push(error)
      incoming.socket.destroy()
    })
  })
  const failures: unknown[] = []
  async function exchange(incoming: IncomingMessage, outgoing: ServerResponse) {
    const body = await read(incoming)
    const request: ProxiedRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: flatten(incoming),
      body,
      json: parse(body),
    }
    requests.push(request)
    const early = rules.before?.(request)
    if (early === 'hang') return
    if (early !== undefined) {
      outgoing.writeHead(early.status, early.headers).end(early.body)
      return
    }
    const forwarded = await fetch(`${upstream}${request.path}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ),
      ...(body !== '' ? { body } : {}),
    })
    const text = await forwarded.text()
    const answer: ProxiedAnswer = { status: forwarded.status, headers: {}, body: text, json: parse(text) }
    forwarded.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(name))
        answer.headers[name] = value
    })
    const sent = rules.alter ? await rules.alter(request, answer) : answer
    if (sent === 'drop') {
      incoming.socket.destroy()
      return
    }
    outgoing.writeHead(sent.status, sent.headers).end(sent.body)
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, in order. */
    requests,
    /** The requests to one path (`/transaction/submit`) or, for JSON-RPC, of one method. */
    count: (pathOrMethod: string) =>
      requests.filter((request) => request.path === pathOrMethod || request.json?.method === pathOrMethod).length,
    /** Stops the proxy; throws the first error a rule threw, if one did. */
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : failures.length ? reject(failures[0]) : resolve()))
      }),
  }
}

/**
 * The answer with `json` as its new body (and status).
 *
 * @example
 * alter: (request, answer) => withJson(answer, { ...answer.json, duplicate: false })
 */
export function withJson(answer: ProxiedAnswer, json: unknown, status = answer.status): ProxiedAnswer {
  return {
    ...answer,
    status,
    json,
    body: JSON.stringify(json),
    headers: { ...answer.headers, 'content-type': 'application/json' },
  }
}

/**
 * An `alter` rule that rewrites the JSON body of every JSON answer with `change` (the status and
 * the other headers stay); an answer that is not JSON passes as it is.
 *
 * @example
 * alter: rewriteJson((request, body) => (request.path === '/transaction/submit' ? { ...body, duplicate: true } : body))
 */
export function rewriteJson(
  change: (request: ProxiedRequest, body: any) => unknown,
): (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer {
  return (request, answer) => (answer.json === undefined ? answer : withJson(answer, change(request, answer.json)))
}

/**
 * A JSON answer the proxy sends by itself (for `before`).
 *
 * @example
 * before: (request) => (request.path === '/transaction/submit' ? jsonAnswer(503, { message: 'busy' }) : undefined)
 */
export function jsonAnswer(status: number, json: unknown): ProxiedAnswer {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(json), json }
}

function parse(text: string): any {
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

function flatten(incoming: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  return headers
}

async function read(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
