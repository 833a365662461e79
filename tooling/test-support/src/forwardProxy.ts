import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'

/**
 * An HTTP forward proxy on 127.0.0.1 (a free port), as a corporate proxy is one: it forwards
 * requests written with an absolute URL (`GET http://host/path`) and tunnels `CONNECT host:port`,
 * recording each (`requests`: the URL or `CONNECT host:port`). For tests of clients that must go
 * through the proxy the user set up (`HTTP_PROXY`, undici's `ProxyAgent`).
 *
 * @example
 * const proxy = await startForwardProxy()
 * setGlobalDispatcher(new ProxyAgent(proxy.url))
 * await transport.request(ping)
 * expect(proxy.requests).toHaveLength(1)
 */
export async function startForwardProxy() {
  const requests: string[] = []
  const tunnels = new Set<{ destroy(): void }>()
  const server = createServer((incoming, outgoing) => {
    requests.push(incoming.url ?? '')
    const forwarded = httpRequest(
      incoming.url ?? '',
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.once('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  server.on('connect', (incoming, socket, head) => {
    requests.push(`CONNECT ${incoming.url}`)
    const [host, port] = (incoming.url ?? '').split(':')
    const upstream = connect(Number(port), host, () => {
      tunnels.add(socket).add(upstream)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.once('error', () => socket.destroy())
    socket.once('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** What went through, in order: an absolute URL, or `CONNECT host:port`. */
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
