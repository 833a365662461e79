import { describe, expect, it } from 'vitest'
import { type Hop, redirectedHop } from './redirectedHop.js'

const hop = (method: string, body?: string): Hop => ({
  url: 'http://127.0.0.1:8080/transaction/submit?x=1',
  method,
  headers: new Headers({
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: 'Basic YTpi',
    'x-api-key': 'secret',
    'x-ledger-target-gw-api': '1.0',
  }),
  body,
})
const kept = (name: string) => ['accept', 'content-type', 'x-ledger-target-gw-api'].includes(name)
const names = (next: Hop | string) => [...(next as Hop).headers.keys()]

describe('redirectedHop', () => {
  it('follows the Fetch standard’s method and body rules', () => {
    for (const [status, method, to, body] of [
      [301, 'POST', 'GET', undefined],
      [302, 'POST', 'GET', undefined],
      [303, 'POST', 'GET', undefined],
      [303, 'PUT', 'GET', undefined],
      [303, 'HEAD', 'HEAD', undefined],
      [301, 'PUT', 'PUT', '{}'],
      [307, 'POST', 'POST', '{}'],
      [308, 'POST', 'POST', '{}'],
    ] as const) {
      const next = redirectedHop(hop(method, method === 'HEAD' ? undefined : '{}'), status, '/v2', kept) as Hop
      expect([status, method, next.method, next.body], `${status} ${method}`).toEqual([status, method, to, body])
      // The headers describing a body go with it when the request becomes a GET.
      if (to === 'GET' || body) expect(next.headers.has('content-type'), `${status} ${method}`).toBe(body !== undefined)
    }
  })

  it('resolves the Location against the request’s URL and drops its fragment', () => {
    expect((redirectedHop(hop('GET'), 302, '../status#x', kept) as Hop).url).toBe('http://127.0.0.1:8080/status')
    expect((redirectedHop(hop('GET'), 302, '//localhost:9/a', kept) as Hop).url).toBe('http://localhost:9/a')
  })

  it('keeps every header on the same origin, and only the protocol’s on another (scheme, host or port)', () => {
    expect(names(redirectedHop(hop('POST', '{}'), 307, '/v2', kept))).toContain('authorization')
    for (const elsewhere of ['https://127.0.0.1:8080/a', 'http://localhost:8080/a', 'http://127.0.0.1:8081/a'])
      expect(names(redirectedHop(hop('POST', '{}'), 307, elsewhere, kept)), elsewhere).toEqual([
        'accept',
        'content-type',
        'x-ledger-target-gw-api',
      ])
  })

  it('follows no Location that is not an http(s) URL or that carries credentials, saying why', () => {
    expect(redirectedHop(hop('GET'), 302, 'file:///etc/passwd', kept)).toBe('its Location is a file: URL')
    expect(redirectedHop(hop('GET'), 302, 'http://a:b@127.0.0.1/', kept)).toBe('its Location carries credentials')
    expect(redirectedHop(hop('GET'), 302, 'http://[::1', kept)).toBe('its Location is not a URL')
  })
})
