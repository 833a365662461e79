import { request } from 'node:http'

/**
 * One JSON-RPC call sent with `node:http`, which (unlike `fetch`) lets a test set every header —
 * `Host` and `Origin` as a web page's request carries them. `headers` replace the defaults
 * (`Content-Type: application/json`, `Host: 127.0.0.1:<port>`); a header set to `undefined` is
 * left out. Resolves with the HTTP status, the headers and the parsed body.
 *
 * @example
 * const { body } = await rpcOverHttp(port, 'sandbox_reset', [], { 'content-type': 'text/plain' })
 */
export function rpcOverHttp(
  port: number,
  method: string,
  params: unknown[],
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }> {
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries({
    'content-type': 'application/json',
    host: `127.0.0.1:${port}`,
    ...headers,
  }))
    if (value !== undefined) sent[name] = value
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: '/rpc',
        method: 'POST',
        // The Host header is the test's: given, or left out.
        setHost: false,
        headers: { ...sent, 'content-length': Buffer.byteLength(text) },
      },
      (response) => {
        let answer = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (answer += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: answer ? JSON.parse(answer) : undefined,
          }),
        )
      },
    )
    call.on('error', reject)
    call.end(text)
  })
}
