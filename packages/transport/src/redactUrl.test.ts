import { describe, expect, it } from 'vitest'
import { redactUrl } from './redactUrl.js'

describe('redactUrl', () => {
  it('hides user and password', () => {
    expect(redactUrl('https://admin:secret@node.example.com/api')).toBe('https://[redacted]@node.example.com/api')
    expect(redactUrl('fetch https://admin@node/api failed')).toBe('fetch https://[redacted]@node/api failed')
  })

  it('leaves other URLs, and @ in paths or queries, alone', () => {
    expect(redactUrl('https://node.example.com/api')).toBe('https://node.example.com/api')
    expect(redactUrl('https://node.example.com/a?mail=x@y')).toBe('https://node.example.com/a?mail=x@y')
  })
})
