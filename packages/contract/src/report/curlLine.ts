import { redactUrl } from '@ledgernet/transport'
import type { HttpRequest } from '../exchangeHttp.js'

/**
 * A shell command that sends `request` again, for an operator to replay a failure: `curl` with
 * its method, URL (credentials redacted), headers and body, each quoted for a POSIX shell (a body
 * over 64 KiB that is one long run of a character is written by the shell; another is cut). The
 * admin's credentials are never written out: `-u "$LEDGERNET_ADMIN"` reads them from the
 * environment, as `ledgernet` does.
 *
 * @example
 * curlLine({ method: 'POST', url: 'http://127.0.0.1:8080/token/derive', headers: { 'content-type': 'application/json' }, body: '{}' })
 * // "curl -sS -i -X POST 'http://127.0.0.1:8080/token/derive' -H 'content-type: application/json' --data-raw '{}'"
 */
export function curlLine(request: HttpRequest): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, quote(redactUrl(request.url))]
  for (const [name, value] of Object.entries(request.headers ?? {}))
    if (name.toLowerCase() === 'authorization' && request.adminCredentials) parts.push('-u', '"$LEDGERNET_ADMIN"')
    else parts.push('-H', quote(`${name}: ${value}`))
  const body = request.body
  if (body === undefined || body.length <= longBody) {
    if (body !== undefined) parts.push('--data-raw', quote(body))
    return parts.join(' ')
  }
  // A body too long for a report line (a probe of the size limit): one long run of a character,
  // written by the shell as it is sent; any other is cut, and the line says so.
  const run = longRun(body)
  if (run) {
    const { before, character, count, after } = run
    return `{ printf '%s' ${quote(before)}; head -c ${count} /dev/zero | tr '\\0' ${quote(character)}; printf '%s' ${quote(after)}; } | ${parts.join(' ')} --data-binary @-`
  }
  return `${parts.join(' ')} --data-raw ${quote(body.slice(0, longBody))} # the body of ${body.length} characters is cut here`
}

/** The body as at most 200 characters, one character repeated, and at most 200 more (an ASCII character). */
function longRun(body: string) {
  for (let start = 0; start <= 200 && start < body.length; start++) {
    const character = body[start]!
    let end = start
    while (end < body.length && body[end] === character) end++
    if (end - start >= 1000)
      return body.length - end <= 200 && character.charCodeAt(0) < 0x80
        ? { before: body.slice(0, start), character, count: end - start, after: body.slice(end) }
        : undefined
  }
  return undefined
}

/** Bodies longer than this are not written out whole in a report's curl line. */
const longBody = 65_536

/** `text` as one single-quoted shell word. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}
