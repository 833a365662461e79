import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the proxy received it. */
export type ProxiedRequest = { method: string; path: string; headers: Record<string, string>; body: string }

/** An answer as the proxy will send it; `json` is the parsed body when it is JSON. */
export type ProxiedAnswer = { status: number; headers: Record<string, string>; body: string; json?: any }

/**
 * A deliberately broken server for the contract's own tests: an HTTP proxy in front of a real
 * sandbox that forwards every request and lets `alter` change the answer (status, headers,
 * body) — or answer by itself — before it goes back.
 */
export async function startAlteringProxy(
  target: string,
  alter: (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer | Promise<ProxiedAnswer>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const request: ProxiedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: flatten(req),
      body: await read(req),
    }
    const forwarded = await fetch(`${target}${request.path}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ),
      ...(request.body !== '' ? { body: request.body } : {}),
    })
    const body = await forwarded.text()
    const answer: ProxiedAnswer = { status: forwarded.status, headers: {}, body }
    forwarded.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(name))
        answer.headers[name] = value
    })
    try {
      answer.json = JSON.parse(body)
    } catch {
      answer.json = undefined
    }
    const sent = await alter(request, answer)
    res.writeHead(sent.status, sent.headers)
    res.end(sent.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** The answer with `json` as its new body. */
export function withJson(answer: ProxiedAnswer, json: unknown, status = answer.status): ProxiedAnswer {
  return {
    ...answer,
    status,
    json,
    body: JSON.stringify(json),
    headers: { ...answer.headers, 'content-type': 'application/json' },
  }
}

function flatten(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  return headers
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
