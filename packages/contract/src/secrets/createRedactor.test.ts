import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createRedactor } from './createRedactor.js'

const password = 'pw:With spaces&/+=ünïcode'
const key = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const mnemonic = 'test test test test test test test test test test test junk'
const redact = createRedactor({ secrets: [password, key, mnemonic], pairs: [`admin:${password}`] })
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('createRedactor', () => {
  it('cuts each secret in plain, percent-encoded, JSON-escaped, hex and base64 form', () => {
    for (const form of [
      password,
      encodeURIComponent(password),
      JSON.stringify(password).slice(1, -1),
      hex.encode(utf8(password)),
      base64.encode(utf8(password)),
      key,
      key.toUpperCase(),
      `0x${key}`,
      base64.encode(hex.decode(key)),
      mnemonic,
      mnemonic.replaceAll(' ', '\n  '),
      encodeURIComponent(mnemonic),
    ]) {
      const text = redact(`before ${form} after`)
      expect(text, form).toContain('[redacted]')
      expect(text, form).not.toContain(form)
    }
  })

  it('cuts the Basic header of a user:password pair and the secret inside any longer base64 text', () => {
    const basic = base64.encode(utf8(`admin:${password}`))
    expect(redact(`Authorization: Basic ${basic}`)).toBe('Authorization: Basic [redacted]')
    for (const prefix of ['', 'x', 'xy', 'decoded=']) {
      const blob = base64.encode(utf8(`${prefix}${password} and more`))
      expect(redact(blob), prefix).toContain('[redacted]')
    }
  })

  it('cuts any run of 3 words of a mnemonic, and leaves other text alone', () => {
    expect(redact('words test test junk here')).toBe('words [redacted] here')
    expect(redact('a test of the runner')).toBe('a test of the runner')
    const short = createRedactor({ secrets: ['pass'] })
    expect(short('user pass')).toBe('user [redacted]')
    expect(short('password')).toBe('password')
  })
})
