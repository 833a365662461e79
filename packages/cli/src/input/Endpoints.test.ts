import { describe, expect, it } from 'vitest'
import { parseAdmin, resolveEndpoints } from './Endpoints.js'

const base = { subunits: false, timeout: 10_000, json: false, verbose: false }

describe('resolveEndpoints', () => {
  it('defaults to the sandbox’s port, and derives the other interfaces from the gateway', () => {
    expect(resolveEndpoints(base, {})).toEqual({
      gateway: 'http://127.0.0.1:8080',
      rpc: 'http://127.0.0.1:8080/rpc',
      node: 'http://127.0.0.1:8080',
      v0: 'http://127.0.0.1:8080',
    })
    expect(resolveEndpoints({ ...base, gateway: 'https://gw.example/' }, {})).toMatchObject({
      gateway: 'https://gw.example',
      rpc: 'https://gw.example/rpc',
      v0: 'https://gw.example',
    })
  })

  it('takes options before environment variables, and gives a bare RPC origin /rpc', () => {
    const env = {
      LEDGERNET_GATEWAY: 'http://env-gw:1',
      LEDGERNET_RPC: 'http://node:3333',
      LEDGERNET_NODE: 'http://node:3333',
      LEDGERNET_ADMIN: 'admin:p:w',
    }
    expect(resolveEndpoints({ ...base, v0: 'http://v0:2' }, env)).toEqual({
      gateway: 'http://env-gw:1',
      rpc: 'http://node:3333/rpc',
      node: 'http://node:3333',
      v0: 'http://v0:2',
      admin: { username: 'admin', password: 'p:w' },
    })
    expect(resolveEndpoints({ ...base, rpc: 'http://node:3333/custom' }, {}).rpc).toBe('http://node:3333/custom')
  })

  it('refuses what is not an http(s) URL or user:pass, without repeating it', () => {
    expect(() => resolveEndpoints({ ...base, gateway: 'not a url' }, {})).toThrow('Invalid --gateway: is not a URL')
    expect(() => resolveEndpoints({ ...base, node: 'ftp://x' }, {})).toThrow(
      'Invalid --node: must be an http:// or https:// URL',
    )
    expect(() => parseAdmin('secretonly', '--admin')).toThrow(/^Invalid --admin: must be user:pass\.$/m)
  })
})
