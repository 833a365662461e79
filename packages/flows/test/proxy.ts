import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the proxy saw it: path and parsed JSON body. */
export type ProxiedRequest = { path: string; body: any }

/**
 * What the proxy does with one exchange. `answer` may rewrite the upstream's JSON answer;
 * `drop` forwards the request and then destroys the connection without answering; `reply`
 * answers in place of the upstream (which then never sees the request); `hang` never answers.
 */
export type ProxyRules = {
  answer?: (request: ProxiedRequest, body: any) => any
  drop?: (request: ProxiedRequest) => boolean
  reply?: (request: ProxiedRequest) => { status: number; body: unknown } | undefined
  /** Never answers (until the proxy closes). */
  hang?: (request: ProxiedRequest) => boolean
}

/**
 * An HTTP proxy in front of a server, for tests of a server that lies, loses answers or fails:
 * every request is forwarded (with fetch) unless a rule says otherwise, and recorded in order.
 */
export async function startProxy(upstream: string, rules: ProxyRules = {}) {
  const requests: ProxiedRequest[] = []
  const server = createServer((incoming, outgoing) => void handle(incoming, outgoing))
  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const request: ProxiedRequest = { path: incoming.url ?? '/', body: text ? JSON.parse(text) : undefined }
    requests.push(request)
    if (rules.hang?.(request)) return
    const replied = rules.reply?.(request)
    if (replied) {
      outgoing.writeHead(replied.status, { 'content-type': 'application/json' }).end(JSON.stringify(replied.body))
      return
    }
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value
    const response = await fetch(upstream + request.path, { method: incoming.method, headers, body: text || undefined })
    let answer = await response.text()
    if (rules.drop?.(request)) {
      incoming.socket.destroy()
      return
    }
    if (rules.answer && answer) answer = JSON.stringify(rules.answer(request, JSON.parse(answer)))
    outgoing.writeHead(response.status, { 'content-type': 'application/json' }).end(answer)
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    /** The requests to one path (`/transaction/submit`) or, for JSON-RPC, one method. */
    count: (pathOrMethod: string) =>
      requests.filter((r) => r.path === pathOrMethod || r.body?.method === pathOrMethod).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
