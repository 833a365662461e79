import { describe, expect, it } from 'vitest'
import { controlsPolicy, controlsRefusal, isLoopbackHost, isWildcardHost } from './controlsAdmission.js'

const loopback = controlsPolicy({ host: '127.0.0.1', port: 8080 })
/** The refusal of a request with these headers, as a Fetch `Request` gives them. */
const refusalOf = (headers: Record<string, string>, policy = loopback) =>
  controlsRefusal((name) => new Headers(headers).get(name), policy)
const json = { 'content-type': 'application/json', host: '127.0.0.1:8080' }

describe('isLoopbackHost and isWildcardHost', () => {
  it('tell loopback, wildcard and other listen hosts apart', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'my-box.lan', 'localhost.attacker.example', '', '127.0.0.1:80'])
      expect(isLoopbackHost(host), host).toBe(false)
    expect(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0'].every(isWildcardHost)).toBe(true)
    expect(isWildcardHost('127.0.0.1')).toBe(false)
  })
})

describe('controlsPolicy', () => {
  it('admits the three loopback names with the port on loopback; the machine’s addresses too on a wildcard; the host itself otherwise', () => {
    expect(loopback).toEqual({
      hosts: ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080'],
      origins: [
        'http://127.0.0.1:8080',
        'https://127.0.0.1:8080',
        'http://localhost:8080',
        'https://localhost:8080',
        'http://[::1]:8080',
        'https://[::1]:8080',
      ],
    })
    expect(
      controlsPolicy({ host: '0.0.0.0', port: 80, interfaceAddresses: ['127.0.0.1', '10.0.0.7', 'fe80::1'] }).hosts,
    ).toEqual(['127.0.0.1:80', 'localhost:80', '[::1]:80', '10.0.0.7:80', '[fe80::1]:80'])
    expect(controlsPolicy({ host: '192.168.1.5', port: 9000 }).hosts).toEqual(['192.168.1.5:9000'])
  })

  it('adds the hosts and origins the user allows, and names an entry that is neither', () => {
    const policy = controlsPolicy({
      host: '127.0.0.1',
      port: 8080,
      allowedHosts: ['Sandbox', 'my-box.lan:9000', '[::2]'],
      allowedOrigins: ['http://localhost:5173', 'https://app.example'],
    })
    expect(policy.hosts.slice(3)).toEqual(['sandbox', 'my-box.lan:9000', '[::2]'])
    expect(policy.origins.slice(6)).toEqual(['http://localhost:5173', 'https://app.example'])
    expect(() => controlsPolicy({ host: '127.0.0.1', port: 1, allowedHosts: ['a/b'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', field: 'allowedHosts[0]' }),
    )
    for (const origin of ['localhost:5173', 'http://localhost:5173/app', 'file:///x', 'null'])
      expect(() => controlsPolicy({ host: '127.0.0.1', port: 1, allowedOrigins: [origin] }), origin).toThrow(
        expect.objectContaining({ field: 'allowedOrigins[0]' }),
      )
  })
})

describe('controlsRefusal', () => {
  it('admits a JSON request at an address the sandbox listens on, with no Origin or its own', () => {
    expect(refusalOf(json)).toBeUndefined()
    expect(
      refusalOf({ ...json, 'content-type': 'Application/JSON; charset=utf-8', host: 'localhost:8080' }),
    ).toBeUndefined()
    expect(refusalOf({ ...json, host: '[::1]:8080', origin: 'http://localhost:8080' })).toBeUndefined()
  })

  it('refuses what a web page can send without a preflight: no JSON content type', () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json-patch+json',
    ])
      expect(refusalOf({ ...json, 'content-type': contentType })).toMatchObject({
        reason: 'CONTENT_TYPE',
        received: contentType,
      })
    expect(refusalOf({ host: '127.0.0.1:8080' })).toMatchObject({ reason: 'CONTENT_TYPE', received: null })
  })

  it('refuses a Host that is not the sandbox (DNS rebinding), another port, or none', () => {
    for (const host of [
      'attacker.example:8080',
      '127.0.0.1:8081',
      '127.0.0.1',
      'localhost.attacker.example:8080',
      'user@127.0.0.1:8080',
    ])
      expect(refusalOf({ ...json, host }), host).toMatchObject({ reason: 'HOST', received: host })
    expect(refusalOf({ 'content-type': 'application/json' })).toMatchObject({ reason: 'HOST', received: null })
    const allowing = controlsPolicy({ host: '127.0.0.1', port: 8080, allowedHosts: ['sandbox'] })
    expect(refusalOf({ ...json, host: 'sandbox:8080' }, allowing)).toBeUndefined()
    expect(refusalOf({ ...json, host: 'sandbox' }, allowing)).toBeUndefined()
  })

  it('admits a page on its own origin calling a sandbox that runs in it (a Fetch Request to its own host)', () => {
    const page = controlsPolicy({ host: 'app.example', port: 443 })
    const request = new Request('https://app.example/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example' },
    })
    const header = (name: string) => (name === 'host' ? new URL(request.url).host : request.headers.get(name))
    expect(controlsRefusal(header, page)).toBeUndefined()
  })

  it('refuses a page of another origin, an opaque one (null), or a malformed one', () => {
    for (const origin of [
      'https://attacker.example',
      'null',
      'http://127.0.0.1:8081',
      'http://localhost:8080, https://attacker.example',
    ])
      expect(refusalOf({ ...json, origin }), origin).toMatchObject({ reason: 'ORIGIN', received: origin })
    const allowing = controlsPolicy({ host: '127.0.0.1', port: 8080, allowedOrigins: ['http://localhost:5173'] })
    expect(refusalOf({ ...json, origin: 'http://localhost:5173' }, allowing)).toBeUndefined()
  })
})
