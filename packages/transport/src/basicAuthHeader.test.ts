import { describe, expect, it } from 'vitest'
import { basicAuthHeader } from './basicAuthHeader.js'

describe('basicAuthHeader', () => {
  it('encodes user:password as base64 (RFC 7617 example)', () => {
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')
  })

  it('encodes the UTF-8 bytes of non-ASCII credentials', () => {
    // RFC 7617 §2.1 example with charset UTF-8: "test" / "123£".
    expect(basicAuthHeader('test', '123\u00a3')).toBe('Basic dGVzdDoxMjPCow==')
    expect(basicAuthHeader('ü', 'パスワード')).toBe(`Basic ${Buffer.from('ü:パスワード', 'utf8').toString('base64')}`)
  })

  it('refuses a user name with a colon, without echoing the password', () => {
    expect(() => basicAuthHeader('a:b', 'secret')).toThrowError('Invalid username: must not contain ":".')
    try {
      basicAuthHeader('a:b', 'secret')
    } catch (error) {
      expect((error as Error).message).not.toContain('secret')
    }
  })
})
