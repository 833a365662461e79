import { InvalidArgumentError } from '@ledgernet/errors'
import { type ContractSpecName, createSpecValidator } from '@ledgernet/specs'
import { redactUrl, splitUrlCredentials } from '@ledgernet/transport'
import type { RunContractOptions } from './RunContractOptions.js'
import { targetOptions } from './targetOptions.js'

/**
 * The servers to check, read from the options: a base URL per spec (no trailing slash; the
 * JSON-RPC endpoint gets the spec's `/rpc` when given a bare origin), the admin credentials (from
 * `admin`, or `user:pass@` in the node URL), and the URLs as the report shows them (credentials
 * removed). Throws `InvalidArgumentError` naming the option for a URL that is not http(s), admin
 * credentials of another shape, or when no server is given.
 *
 * @example
 * resolveTargets({ rpc: 'http://127.0.0.1:8080' }).baseUrls['node-rpc'] // 'http://127.0.0.1:8080/rpc'
 */
export function resolveTargets(options: RunContractOptions): {
  baseUrls: Partial<Record<ContractSpecName, string>>
  targets: Partial<Record<(typeof targetOptions)[ContractSpecName], string>>
  admin?: { username: string; password: string }
} {
  const baseUrls: Partial<Record<ContractSpecName, string>> = {}
  const targets: Partial<Record<(typeof targetOptions)[ContractSpecName], string>> = {}
  let admin = readAdmin(options.admin)
  for (const [spec, option] of Object.entries(targetOptions) as [
    ContractSpecName,
    (typeof targetOptions)[ContractSpecName],
  ][]) {
    const raw = options[option]
    if (raw === undefined) continue
    if (typeof raw !== 'string') throw new InvalidArgumentError(option, 'must be a URL string')
    const { url, username, password } = splitUrlCredentials(raw, option)
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new InvalidArgumentError(option, 'must be an http(s) URL')
    if (username !== undefined || password !== undefined) {
      if (spec !== 'node-rest')
        throw new InvalidArgumentError(
          option,
          'must not carry credentials (only the node URL may, for its restricted endpoints)',
        )
      admin ??= { username: username ?? '', password: password ?? '' }
    }
    let base = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '')
    if (spec === 'node-rpc' && (parsed.pathname === '/' || parsed.pathname === ''))
      base += createSpecValidator('node-rpc').rpcPath
    baseUrls[spec] = base
    targets[option] = redactUrl(base)
  }
  if (Object.keys(baseUrls).length === 0)
    throw new InvalidArgumentError('gateway', 'no server to check: give at least one of gateway, rpc, node and v0')
  return { baseUrls, targets, ...(admin ? { admin } : {}) }
}

/**
 * The admin credentials as the command line gives them (`user:pass`, split at the first colon: a
 * password may hold colons, a Basic user-id may not) or as `{ username, password }`. The error
 * never repeats the value.
 */
function readAdmin(admin: RunContractOptions['admin']): { username: string; password: string } | undefined {
  if (admin === undefined) return undefined
  const problem = 'must be "user:password" or { username, password }, with a non-empty username'
  if (typeof admin === 'string') {
    const colon = admin.indexOf(':')
    if (colon <= 0) throw new InvalidArgumentError('admin', problem)
    return { username: admin.slice(0, colon), password: admin.slice(colon + 1) }
  }
  if (
    typeof admin !== 'object' ||
    admin === null ||
    typeof admin.username !== 'string' ||
    typeof admin.password !== 'string' ||
    admin.username === '' ||
    admin.username.includes(':')
  )
    throw new InvalidArgumentError('admin', problem)
  return { username: admin.username, password: admin.password }
}
