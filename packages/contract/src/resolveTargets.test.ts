import { describe, expect, it } from 'vitest'
import { resolveTargets } from './resolveTargets.js'

describe('resolveTargets', () => {
  it('takes each interface base URL without a trailing slash, and the JSON-RPC endpoint', () => {
    expect(
      resolveTargets({ gateway: 'http://g:8080/', rpc: 'http://r:8080', node: 'https://n/base/', v0: 'http://v' }),
    ).toEqual({
      baseUrls: {
        gateway: 'http://g:8080',
        'node-rpc': 'http://r:8080/rpc',
        'node-rest': 'https://n/base',
        'gateway-v0': 'http://v',
      },
      targets: { gateway: 'http://g:8080', rpc: 'http://r:8080/rpc', node: 'https://n/base', v0: 'http://v' },
    })
    expect(resolveTargets({ rpc: 'http://r/node/rpc' }).baseUrls['node-rpc']).toBe('http://r/node/rpc')
  })

  it('takes admin credentials from the node URL, and keeps them out of the targets', () => {
    const resolved = resolveTargets({ node: 'http://admin:s%3Acret@n:3333' })
    expect(resolved.admin).toEqual({ username: 'admin', password: 's:cret' })
    expect(resolved.baseUrls['node-rest']).toBe('http://n:3333')
    expect(JSON.stringify(resolved.targets)).not.toContain('cret')
    expect(resolveTargets({ node: 'http://a:b@n', admin: { username: 'root', password: 'x' } }).admin).toEqual({
      username: 'root',
      password: 'x',
    })
  })

  it('refuses what it cannot check, naming the option and never the password', () => {
    expect(() => resolveTargets({})).toThrow(/gateway: no server to check/)
    expect(() => resolveTargets({ v0: 'ftp://v' })).toThrow(/Invalid v0: must be an http\(s\) URL/)
    expect(() => resolveTargets({ gateway: 'not a url' })).toThrow(/Invalid gateway/)
    expect(() => resolveTargets({ gateway: 'http://u:hunter2@g' })).toThrow(/gateway: must not carry credentials/)
    try {
      resolveTargets({ gateway: 'http://u:hunter2@g' })
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2')
    }
  })
})
