/**
 * Where each interface lives relative to a server's origin, and the option that points at it: a
 * spec path is recognised at the end of a request URL, what comes before it is the base URL.
 */
const interfaces = [
  // In this order: a v0 path ends like a Gateway one (/v0/transaction/submit), a Gateway path below a wrong /api base like a node one.
  {
    option: '--v0',
    name: 'Gateway v0',
    paths: /\/v0\/(transaction|state)\/[a-z-]+$/,
    lives: 'at the origin (its paths start with /v0/)',
  },
  {
    option: '--gateway',
    name: 'the Gateway API',
    paths: /\/(token|transaction)\/[a-z]+$/,
    lives: 'at the origin (its paths are /token/… and /transaction/…)',
  },
  {
    option: '--node',
    name: 'the node REST API',
    paths: /\/api\/[a-z/-]+$/,
    lives: 'at the origin (its paths start with /api/)',
  },
] as const

const layout =
  'a ledgernet server serves the Gateway API and Gateway v0 at its origin, node REST under /api and JSON-RPC at /rpc'

/**
 * What to say about an HTTP 404 or 405 that comes from an option pointing at the wrong place,
 * from the request URL: when it is an interface's path below a base URL that is not the origin,
 * that the option takes the origin; when the path is not one of an interface's (a JSON-RPC
 * endpoint), where JSON-RPC lives; when it is an interface's path right at the origin and the
 * server says it knows no such path, that this server does not serve that interface.
 * `undefined` when the error is not such an answer, or the 404 is about something the request
 * named (an unknown transaction, component, …). Knowledge of the command line's options (which
 * option points at which interface), so it lives here, not in the transport's table.
 *
 * @example
 * baseUrlMistake(httpError404OfDeriveTokenAtApi)?.hint // "--gateway takes the server's origin (…), not …/api: …"
 */
export function baseUrlMistake(error: unknown): { message: string; hint: string } | undefined {
  const { code, status, url, operation, body } = error as {
    code?: unknown
    status?: unknown
    url?: unknown
    operation?: unknown
    body?: { message?: unknown; details?: unknown }
  }
  if (code !== 'HTTP_ERROR' || (status !== 404 && status !== 405) || typeof url !== 'string') return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const at = (base: string, hint: string) => ({
    message: `${base} has no ${String(operation)} endpoint (HTTP ${status}).`,
    hint,
  })
  const known = interfaces.find((candidate) => candidate.paths.test(parsed.pathname))
  if (!known)
    return at(
      `${parsed.origin}${parsed.pathname}`,
      `check --rpc: JSON-RPC is POSTed to ${parsed.origin}/rpc on a ledgernet node or sandbox (${layout})`,
    )
  const prefix = parsed.pathname.replace(known.paths, '')
  if (prefix !== '')
    return at(
      `${parsed.origin}${prefix}`,
      `${known.option} takes the server's origin (${parsed.origin}), not ${parsed.origin}${prefix}: ${known.name} lives ${known.lives}`,
    )
  // The Gateway API and node REST give every answer about a thing they know `details`; v0 never
  // does, so there only the words (or no error body at all) say the path is unknown.
  const hasBody = typeof body === 'object' && body !== null && typeof body.message === 'string'
  const unknownPath =
    !hasBody || /no such path/i.test(String(body.message)) || (body.details === undefined && known.option !== '--v0')
  if (!unknownPath) return undefined
  return at(
    parsed.origin,
    `${parsed.origin} does not serve ${known.name} (no ${parsed.pathname}): check ${known.option}; ${layout}`,
  )
}
