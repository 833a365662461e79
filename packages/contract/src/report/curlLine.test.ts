import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { curlLine } from './curlLine.js'

describe('curlLine', () => {
  it('quotes every part for a POSIX shell and reads admin credentials from the environment', () => {
    expect(
      curlLine({
        method: 'POST',
        url: 'http://admin:pw@127.0.0.1:8080/x',
        headers: { authorization: 'Basic abc', 'content-type': 'application/json' },
        body: `{"a":"it's"}`,
        adminCredentials: true,
      }),
    ).toBe(
      `curl -sS -i -X POST 'http://[redacted]@127.0.0.1:8080/x' -u "$LEDGERNET_ADMIN" -H 'content-type: application/json' --data-raw '{"a":"it'\\''s"}'`,
    )
  })

  it('writes a body over 64 KiB that is one long run of a character with the shell, byte for byte', () => {
    const body = `{"padding":"${'a'.repeat(100_000)}"}`
    const line = curlLine({ method: 'POST', url: 'http://127.0.0.1:1/x', body })
    expect(line.length).toBeLessThan(300)
    const writer = line.slice(0, line.indexOf(' | curl'))
    expect(execFileSync('sh', ['-c', writer], { encoding: 'utf8' })).toBe(body)
  })
})
