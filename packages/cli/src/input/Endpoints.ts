import { InvalidArgumentError } from '@ledgernet/errors'
import { DEFAULT_ORIGIN, type GlobalOptions } from './GlobalOptions.js'

/**
 * Where the four interfaces are, and the node's admin credentials when known.
 *
 * @example
 * const { gateway, rpc } = resolveEndpoints(options, process.env)
 */
export type Endpoints = {
  gateway: string
  rpc: string
  node: string
  v0: string
  admin?: { username: string; password: string }
}

/**
 * Resolves each URL from its option, then its environment variable, then a default: the gateway
 * defaults to the sandbox's `http://127.0.0.1:8080`; the node REST and v0 URLs to the gateway's
 * origin and the JSON-RPC endpoint to `<gateway origin>/rpc` (one sandbox serves all four). A
 * JSON-RPC URL without a path gets `/rpc`. Admin credentials come from `--admin`, else
 * `LEDGERNET_ADMIN` (`user:pass`); credentials in the node URL are used by the node client itself.
 *
 * @example
 * resolveEndpoints({ gateway: 'http://127.0.0.1:9000', subunits: false, timeout: 10_000, json: false, verbose: false }, {})
 * // { gateway: 'http://127.0.0.1:9000', rpc: 'http://127.0.0.1:9000/rpc', node: 'http://127.0.0.1:9000', v0: 'http://127.0.0.1:9000' }
 */
export function resolveEndpoints(options: GlobalOptions, env: Record<string, string | undefined>): Endpoints {
  const gateway = checkUrl(
    options.gateway ?? nonEmpty(env.LEDGERNET_GATEWAY) ?? DEFAULT_ORIGIN,
    options.gateway !== undefined ? '--gateway' : 'LEDGERNET_GATEWAY',
  )
  const origin = new URL(gateway).origin
  const rpcText = options.rpc ?? nonEmpty(env.LEDGERNET_RPC)
  const rpc =
    rpcText === undefined
      ? `${origin}/rpc`
      : withRpcPath(checkUrl(rpcText, options.rpc !== undefined ? '--rpc' : 'LEDGERNET_RPC'))
  const node = checkUrl(
    options.node ?? nonEmpty(env.LEDGERNET_NODE) ?? origin,
    options.node !== undefined ? '--node' : 'LEDGERNET_NODE',
  )
  const v0 = checkUrl(
    options.v0 ?? nonEmpty(env.LEDGERNET_V0) ?? origin,
    options.v0 !== undefined ? '--v0' : 'LEDGERNET_V0',
  )
  const adminText = options.admin ?? nonEmpty(env.LEDGERNET_ADMIN)
  return {
    gateway,
    rpc,
    node,
    v0,
    ...(adminText !== undefined
      ? { admin: parseAdmin(adminText, options.admin !== undefined ? '--admin' : 'LEDGERNET_ADMIN') }
      : {}),
  }
}

/**
 * Reads `user:pass` (the password may contain `:`). The error never repeats the text.
 *
 * @example
 * parseAdmin('admin:s3cret', '--admin') // { username: 'admin', password: 's3cret' }
 */
export function parseAdmin(text: string, field: string): { username: string; password: string } {
  const separator = text.indexOf(':')
  if (separator < 1) throw new InvalidArgumentError(field, 'must be user:pass')
  return { username: text.slice(0, separator), password: text.slice(separator + 1) }
}

function checkUrl(text: string, field: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    // The URL may hold credentials: never quote it.
    throw new InvalidArgumentError(field, 'is not a URL (write it as http://host:port)')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidArgumentError(field, 'must be an http:// or https:// URL')
  return text.replace(/\/+$/, '')
}

function withRpcPath(url: string): string {
  return new URL(url).pathname === '/' ? `${url}/rpc` : url
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}
