import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the proxy forwarded, and the answer the server gave to it. */
export type Exchange = { method: string; path: string; status: number; body: any }

/** What to answer instead: a status and a JSON body, or a text; `undefined` forwards the server's answer. */
export type Tampered = { status: number; body?: unknown; text?: string } | undefined

/**
 * A server in front of `origin` (a sandbox) that forwards every request and gives its answer, or
 * what `tamper` makes of it: a misbehaving server that is right in everything but the field a
 * test changes (a name with escape sequences, an error message of a megabyte), so that every
 * other answer still passes the clients' checks.
 *
 * @example
 * const proxy = await startTamperingProxy(sandbox.nodeUrl, ({ path, body }) => path === '/api/system' ? { status: 200, body: { ...body, agent: { ...body.agent, name: '\u001b[2J' } } } : undefined)
 */
export async function startTamperingProxy(
  origin: string,
  tamper: (exchange: Exchange) => Tampered,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    let text = ''
    for await (const chunk of incoming) text += chunk
    const method = incoming.method ?? 'GET'
    const path = incoming.url ?? '/'
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers,
      ...(text ? { body: text } : {}),
    })
    const answerText = await answer.text()
    let body: unknown
    try {
      body = answerText ? JSON.parse(answerText) : undefined
    } catch {
      body = undefined
    }
    const reply = tamper({ method, path, status: answer.status, body }) ?? { status: answer.status, text: answerText }
    const payload = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
    outgoing.writeHead(reply.status, { 'content-type': 'application/json' }).end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
