// Who may drive the test controls, as plain functions of a request's headers and the address the
// sandbox listens on: no `node:` type, so that the same rules apply to a Fetch `Request` (a sandbox
// in a browser page, behind a service worker or an in-memory `fetch`) as to Node's `IncomingMessage`.
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Who may call the `sandbox_*` methods: the `Host` names they may be addressed by (`name:port`,
 * lower case, IPv6 in brackets; an entry without a port matches any) and the web-page origins
 * that may send them (`http://localhost:5173`). Built by {@link controlsPolicy}.
 *
 * @example
 * const policy: ControlsPolicy = { hosts: ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080'], origins: [] }
 */
export type ControlsPolicy = { readonly hosts: readonly string[]; readonly origins: readonly string[] }

/**
 * Why a request may not drive the controls, and what it sent instead (`null`: the header was
 * absent): no `Content-Type: application/json` (what a web page can send without a CORS
 * preflight), a `Host` that is not an address the sandbox listens on (DNS rebinding), or an
 * `Origin` that is not allowed (a web page of another site).
 *
 * @example
 * const refusal: ControlsRefusal = { reason: 'HOST', received: 'attacker.example:8080', detail: '…' }
 */
export type ControlsRefusal = {
  reason: 'CONTENT_TYPE' | 'HOST' | 'ORIGIN'
  received: string | null
  /** What the controls take instead, in words. */
  detail: string
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']

/**
 * The host of a URL as `new URL` writes it — lower case, IPv6 in brackets and compressed
 * (`[::1]`) — or `undefined` when it is none.
 */
function canonicalHost(host: string): string | undefined {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  const literal = bare.includes(':') ? `[${bare}]` : bare
  try {
    const url = new URL(`http://${literal}/`)
    return url.port === '' && url.username === '' && url.pathname === '/' ? url.hostname : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a host the sandbox is told to listen on is a loopback one (reachable from this machine
 * only): `localhost`, `127.0.0.0/8`, `::1` (also as `::ffff:127.…`).
 *
 * @example
 * isLoopbackHost('127.0.0.1') // true
 * isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const name = canonicalHost(host)
  if (name === undefined) return false
  return (
    name === 'localhost' ||
    name === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name)
  )
}

/**
 * Whether a listen host means every interface of the machine (`0.0.0.0`, `::`).
 *
 * @example
 * isWildcardHost('0.0.0.0') // true
 */
export function isWildcardHost(host: string): boolean {
  const name = canonicalHost(host)
  return name === '0.0.0.0' || name === '[::]'
}

/**
 * A `host` or `host:port` (IPv6 in brackets) as `{ name, port }`; `undefined` when it is not one.
 *
 * @example
 * parseAuthority('[::1]:8080') // { name: '[::1]', port: 8080 }
 */
function parseAuthority(text: string): { name: string; port: number | undefined } | undefined {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(text.trim())
  if (!match) return undefined
  const name = canonicalHost(match[1]!)
  const port = match[2] === undefined ? undefined : Number(match[2])
  if (name === undefined || name === '' || (port !== undefined && port > 65535)) return undefined
  return { name, port }
}

/**
 * The {@link ControlsPolicy} of a sandbox listening on `host`:`port`. A loopback host admits the
 * three loopback names (`127.0.0.1`, `localhost`, `[::1]`) with the port; a wildcard host
 * (`0.0.0.0`, `::`) those and `interfaceAddresses` (the machine's addresses, which the caller
 * knows); any other host itself. `allowedHosts` adds names (`sandbox`, `my-box.lan:8080`; without
 * a port, any port), `allowedOrigins` the web pages that may call (`http://localhost:5173`).
 * The sandbox's own origins are always allowed: a page it would serve, or the page that runs an
 * in-page sandbox. Throws an `InvalidArgumentError` naming an entry that is not a host or an origin.
 *
 * @example
 * controlsPolicy({ host: '127.0.0.1', port: 8080 }).hosts // ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080']
 */
export function controlsPolicy(options: {
  host: string
  port: number
  interfaceAddresses?: readonly string[]
  allowedHosts?: readonly string[]
  allowedOrigins?: readonly string[]
}): ControlsPolicy {
  const { host, port } = options
  const own = isLoopbackHost(host)
    ? [...LOOPBACK_NAMES, canonicalHost(host)!]
    : isWildcardHost(host)
      ? [...LOOPBACK_NAMES, ...(options.interfaceAddresses ?? []).flatMap((address) => canonicalHost(address) ?? [])]
      : [canonicalHost(host) ?? host]
  const hosts = new Set(own.map((name) => `${name}:${port}`))
  // A page at the sandbox's own address, over HTTP or behind TLS (an in-page sandbox on its page's origin).
  const origins = new Set(
    own.flatMap((name) => [
      port === 80 ? `http://${name}` : `http://${name}:${port}`,
      port === 443 ? `https://${name}` : `https://${name}:${port}`,
    ]),
  )
  options.allowedHosts?.forEach((entry, index) => {
    const authority = parseAuthority(entry)
    if (!authority)
      throw new InvalidArgumentError(`allowedHosts[${index}]`, 'is not a host name or address, with or without a port')
    hosts.add(authority.port === undefined ? authority.name : `${authority.name}:${authority.port}`)
  })
  options.allowedOrigins?.forEach((entry, index) => {
    const origin = originOf(entry)
    if (origin === undefined || origin !== entry.replace(/\/$/, '').toLowerCase())
      throw new InvalidArgumentError(
        `allowedOrigins[${index}]`,
        'is not an origin (http://host:port or https://host:port, no path)',
      )
    origins.add(origin)
  })
  return { hosts: [...hosts], origins: [...origins] }
}

/** The origin of an `http:` or `https:` URL, as browsers send it in `Origin`; `undefined` otherwise. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a request may drive the test controls under `policy`, from its headers alone
 * (`header(name)`, lower-case names: a lookup in Node's `request.headers`, or for a Fetch
 * `Request` `request.headers.get(name)` — with `host` read from `new URL(request.url).host`, as
 * a Fetch `Request` carries its host in its URL): `undefined` when it may, else why not. It must send
 * `Content-Type: application/json`, which a web page cannot send to another origin without a
 * CORS preflight; name in `Host` an address the sandbox listens on (or an allowed one), which a
 * DNS-rebinding page cannot; and either send no `Origin` (not a browser) or an allowed one.
 *
 * @example
 * controlsRefusal((name) => ({ host: '127.0.0.1:8080', 'content-type': 'text/plain' })[name], policy)
 * // { reason: 'CONTENT_TYPE', received: 'text/plain', detail: '…' }
 */
export function controlsRefusal(
  header: (name: string) => string | null | undefined,
  policy: ControlsPolicy,
): ControlsRefusal | undefined {
  const contentType = header('content-type') ?? null
  const mediaType = contentType === null ? undefined : contentType.split(';', 1)[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json')
    return {
      reason: 'CONTENT_TYPE',
      received: contentType,
      detail:
        'the controls take Content-Type: application/json only (a web page cannot send it to another origin without a CORS preflight)',
    }
  const host = header('host') ?? null
  const authority = host === null ? undefined : parseAuthority(host)
  // A Host without a port names the scheme's default one: 80, or 443 behind TLS.
  const ports = authority?.port === undefined ? [80, 443] : [authority.port]
  const admitted =
    authority !== undefined &&
    (policy.hosts.includes(authority.name) || ports.some((port) => policy.hosts.includes(`${authority.name}:${port}`)))
  if (!admitted)
    return {
      reason: 'HOST',
      received: host,
      detail:
        'the controls answer only at an address the sandbox listens on; allow another name with --allow-host (allowedHosts)',
    }
  const origin = header('origin') ?? null
  if (origin !== null && !policy.origins.includes(originOf(origin) ?? ''))
    return {
      reason: 'ORIGIN',
      received: origin,
      detail: 'the controls answer no web page of another origin; allow one with --allow-origin (allowedOrigins)',
    }
  return undefined
}
