import { redactUrl } from '@ledgernet/transport'
import type { HttpRequest } from '../exchangeHttp.js'

/**
 * A shell command that sends `request` again, for an operator to replay a failure: `curl` with
 * its method, URL (credentials redacted), headers and body, each quoted for a POSIX shell. The
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
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body))
  return parts.join(' ')
}

/** `text` as one single-quoted shell word. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}
