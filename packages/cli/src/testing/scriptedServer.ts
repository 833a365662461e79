import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as a scripted server received it. */
export type ScriptedRequest = { method: string; path: string; body: any }

/** The answer to give: a status and a JSON body (or text), or never to answer. */
export type ScriptedAnswer =
  | { status: number; body?: unknown; text?: string; headers?: Record<string, string> }
  | 'hang'

/**
 * A server whose every answer a test writes: for failures a real server gives rarely or only
 * when broken (a 500, a 413, a node that is not synced up, a JSON-RPC server without ledger.*,
 * one that never answers), so the CLI meets them over HTTP as it would in the field. It forwards
 * nothing.
 *
 * @example
 * const server = await startScriptedServer(() => ({ status: 500, body: { code: 500, message: 'Internal error' } }))
 */
export async function startScriptedServer(
  answer: (request: ScriptedRequest) => ScriptedAnswer,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    let text = ''
    for await (const chunk of incoming) text += chunk
    const request = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      body: text ? JSON.parse(text) : undefined,
    }
    const reply = answer(request)
    if (reply === 'hang') return
    const payload = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
    outgoing.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(payload)
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
