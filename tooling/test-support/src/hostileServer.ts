import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as a hostile server received it, body included. */
export type HostileRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

/**
 * How a hostile server answers a request: anything a Node handler can do, the bytes it wrote
 * counted in `sent`. The behaviours below cover the misbehaviours the tests drive.
 */
export type Misbehaviour = (request: HostileRequest, response: ServerResponse, sent: { bytes: number }) => void

/**
 * A server that misbehaves on purpose, for tests of what a client does with what it cannot
 * control: each path answers with its `Misbehaviour` (an unknown path: 404), every request is
 * recorded (`requests`, `count(path)`), `sent(path)` says how many body bytes went out for a path
 * (what an endless body cost the server before the client hung up). On 127.0.0.1, a free port;
 * two of them are two origins.
 *
 * @example
 * const server = await startHostileServer({ '/transaction/status': endlessBody(), '/moved': redirect(307, '/json') })
 * await expect(client.call()).rejects.toMatchObject({ reason: 'TOO_LARGE' })
 * await server.close()
 */
export async function startHostileServer(routes: Record<string, Misbehaviour>) {
  const requests: HostileRequest[] = []
  const bytes = new Map<string, { bytes: number }>()
  const server = createServer(async (incoming, outgoing) => {
    const request: HostileRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: flatten(incoming),
      body: await read(incoming),
    }
    requests.push(request)
    const path = request.path.split('?')[0]!
    const behaviour = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!behaviour) {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('no such path')
      return
    }
    const sent = bytes.get(path) ?? { bytes: 0 }
    bytes.set(path, sent)
    behaviour(request, outgoing, sent)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, in order. */
    requests,
    /** How many requests came for a path. */
    count: (path: string) => requests.filter((request) => request.path.split('?')[0] === path).length,
    /** The body bytes sent so far for a path, over all its requests. */
    sent: (path: string) => bytes.get(path)?.bytes ?? 0,
    /** Stops the server, closing every connection (an endless answer included). */
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** What `startHostileServer` resolves to. */
export type HostileServer = Awaited<ReturnType<typeof startHostileServer>>

/**
 * A JSON answer written as is: malformed JSON, a million levels of nesting, numbers beyond a
 * double's range, escape sequences, … (`status` 200 unless given).
 *
 * @example
 * startHostileServer({ '/api/system': jsonText('{"agent":' + '['.repeat(1_000_000)) })
 */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Misbehaviour {
  return (_, response, sent) => {
    sent.bytes += Buffer.byteLength(text)
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text)
  }
}

/** A JSON answer of a value (`status` 200 unless given). */
export function jsonValue(value: unknown, status = 200): Misbehaviour {
  return jsonText(JSON.stringify(value), status)
}

/**
 * Text a server may put in any string it sends, meant for a terminal: a window title, a screen
 * clear, colours, a carriage return over the line, C1 controls and a right-to-left override.
 *
 * @example
 * startHostileServer({ '/api/system': jsonValue({ agent: { name: terminalEscapes } }) })
 */
export const terminalEscapes = '\x1b]0;PWNED-TITLE\x07\x1b[2J\x1b[31mred\x1b[0m\rover\u009b31m\u202egnp.exe'

/** JSON nested `depth` levels deep (arrays), as text: what overflows a recursive reader's stack. */
export function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`
}

/**
 * An answer that announces `Content-Length: declared` (2^31 by default) and then sends its body
 * slowly, a chunk every 10 ms, for as long as the client reads.
 *
 * @example
 * startHostileServer({ '/api/system': announcedBody() })
 */
export function announcedBody(declared = 2 ** 31): Misbehaviour {
  return (_, response, sent) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(declared) })
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    const timer = setInterval(() => {
      sent.bytes += chunk.length
      response.write(chunk)
    }, 10)
    response.once('close', () => clearInterval(timer))
  }
}

/**
 * An endless chunked answer (`{"a":"xxxx…` that never ends), written as fast as the client reads
 * (respecting backpressure), until it hangs up. `status` 200 unless given.
 *
 * @example
 * startHostileServer({ '/transaction/build': endlessBody() })
 */
export function endlessBody(status = 200): Misbehaviour {
  return (_, response, sent) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.write('{"a":"')
    const chunk = Buffer.alloc(64 * 1024, 0x78)
    const pump = () => {
      while (!response.destroyed) {
        sent.bytes += chunk.length
        if (!response.write(chunk)) {
          response.once('drain', pump)
          return
        }
      }
    }
    pump()
  }
}

/**
 * A slow answer: the head at once, then `text` one byte every `everyMs` (a server that keeps a
 * client waiting without ever going quiet).
 *
 * @example
 * startHostileServer({ '/api/ping': drip('{"response":"pong"}', 50) })
 */
export function drip(text: string, everyMs: number): Misbehaviour {
  return (_, response, sent) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    let index = 0
    const timer = setInterval(() => {
      if (index >= text.length) {
        clearInterval(timer)
        response.end()
        return
      }
      sent.bytes += 1
      response.write(text[index++]!)
    }, everyMs)
    response.once('close', () => clearInterval(timer))
  }
}

/**
 * A redirect: `status` (301, 302, 303, 307, 308, …) to `location` (a path, or a URL of another
 * origin), with a small body.
 *
 * @example
 * startHostileServer({ '/transaction/submit': redirect(307, `${other.url}/transaction/submit`) })
 */
export function redirect(status: number, location: string): Misbehaviour {
  return (_, response, sent) => {
    const body = `moved to ${location}`
    sent.bytes += body.length
    response.writeHead(status, { location, 'content-type': 'text/plain' }).end(body)
  }
}

/** An answer that echoes the request it got (method, path, headers, body) as JSON. */
export function echo(): Misbehaviour {
  return (request, response, sent) => {
    const text = JSON.stringify(request)
    sent.bytes += Buffer.byteLength(text)
    response.writeHead(200, { 'content-type': 'application/json' }).end(text)
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
