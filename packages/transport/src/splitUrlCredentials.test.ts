import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { splitUrlCredentials } from './splitUrlCredentials.js'

describe('splitUrlCredentials', () => {
  it('takes decoded credentials out of the URL', () => {
    expect(splitUrlCredentials('https://admin:s%40cret%3A1@node.example.com:8080/api?x=1')).toEqual({
      url: 'https://node.example.com:8080/api?x=1',
      username: 'admin',
      password: 's@cret:1',
    })
  })

  it('keeps a URL without credentials as it is', () => {
    expect(splitUrlCredentials('http://127.0.0.1:3333')).toEqual({ url: 'http://127.0.0.1:3333/' })
  })

  it('handles a user without password', () => {
    expect(splitUrlCredentials('https://ops@node.example.com/')).toEqual({
      url: 'https://node.example.com/',
      username: 'ops',
      password: '',
    })
  })

  it('refuses what is not an absolute URL, naming the field and not the value', () => {
    for (const bad of ['node.example.com', '//admin:hunter2@node', 'https://admin:%E0%A4%A@node/']) {
      let caught: unknown
      try {
        splitUrlCredentials(bad, 'nodeUrl')
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(InvalidArgumentError)
      expect((caught as InvalidArgumentError).field).toBe('nodeUrl')
      expect((caught as Error).message).not.toContain('hunter2')
      expect((caught as Error).message).not.toContain('node.example.com')
    }
  })
})
