import { HttpError } from '@ledgernet/transport'
import { describe, expect, it } from 'vitest'
import { describeError, errorDetail } from './describeError.js'
import { redactedError } from './redactedError.js'

describe('redactedError', () => {
  it('cuts the secrets from every string the error carries, its causes and their fields included', () => {
    const cause = Object.assign(new Error('echoed hunter22 back'), { body: { echo: ['x hunter22 y'] } })
    const error = new Error('wrong password hunter22', { cause })
    const seen = redactedError(error, new Set(['hunter22']))
    expect(seen.message).toBe('wrong password [redacted]')
    expect((seen.cause as Error).message).toBe('echoed [redacted] back')
    expect((seen.cause as { body: { echo: string[] } }).body.echo[0]).toBe('x [redacted] y')
    expect(seen).toBeInstanceOf(Error)
    expect(String(seen)).toBe('Error: wrong password [redacted]')
  })

  it('leaves bytes and other built-ins as they are, and the error itself unchanged', () => {
    const bytes = new Uint8Array([1, 2, 3])
    const error = Object.assign(new Error('pass'), { bytes })
    const seen = redactedError(error, new Set(['pass']))
    expect(seen.bytes).toBe(bytes)
    expect(seen.bytes.subarray(1)).toEqual(new Uint8Array([2, 3]))
    expect(seen.message).toBe('[redacted]')
    expect(error.message).toBe('pass')
  })

  it('lets the CLI describe a server that echoes the password: the echo is cut, the CLI’s words are not', () => {
    const error = new HttpError({
      status: 401,
      url: 'http://127.0.0.1:8080/api/system/modules',
      operation: 'getNodeModules',
      rawBody: '{"message":"password pass refused"}',
      headers: new Headers(),
      body: { message: 'password pass refused' },
    })
    const seen = redactedError(error, new Set(['pass']))
    const { message, hint } = describeError(seen, { credentialsGiven: true })
    expect(`${message} ${hint}`).not.toContain('[redacted]')
    expect(hint).toContain('user:pass')
    expect(errorDetail(seen).join('\n')).toContain('password [redacted] refused')
  })
})
