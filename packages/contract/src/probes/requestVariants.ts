import type { Network } from '@ledgernet/crypto'
import { toPointer } from '@ledgernet/specs'
import { otherNetwork, otherNetworkValue } from './otherNetworkValue.js'

/**
 * The kinds of invalid request the contract derives from a valid one.
 *
 * @example
 * const category: VariantCategory = 'missing-field'
 */
export type VariantCategory =
  | 'missing-field'
  | 'wrong-type'
  | 'bad-hex'
  | 'wrong-network'
  | 'bad-checksum'
  | 'unknown-field'

/**
 * A request value with one thing broken: what was broken (`path`, inside the request as
 * `{ headers, body }` or `{ params }`), how, and the broken value.
 *
 * @example
 * const variant: RequestVariant = { category: 'missing-field', path: '/body/symbol', name: 'missing required field /body/symbol', value: { … } }
 */
export type RequestVariant = { category: VariantCategory; path: string; name: string; value: unknown }

/**
 * What {@link requestVariants} needs to know about the request's spec.
 *
 * @example
 * const options: RequestVariantOptions = { prefix: '/body', network: networks.localnet, isInvalid, patternAt }
 */
export type RequestVariantOptions = {
  /** Where the value sits in the request: `/body` (OpenAPI) or `/params` (JSON-RPC). */
  prefix: string
  network: Network
  /** True when the spec refuses `candidate` (the spec validator has issues with it). */
  isInvalid: (candidate: unknown) => boolean
  /** The `pattern` the spec gives the string at `pointer` (relative to the value), if any. */
  patternAt: (pointer: string) => string | undefined
}

const unknownField = 'ledgernet_contract_unknown_field'
const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/**
 * Derives invalid requests from a valid one, guided by its spec: each field removed (kept when the
 * spec then refuses the request: a required field), each field given a value of another JSON type,
 * each hex field (a string whose schema pattern is hex) given non-hex characters, each
 * network-bound value (network name, account address, rri, v0 address) rewritten for another
 * network with a correct checksum, or kept on its network with a wrong checksum, and an unknown
 * field added. Every variant except the wrong-network and bad-checksum ones is checked to break
 * the schema, so a server that accepts it is wrong; those two have the right shape and break a
 * rule the documents state in words (a server serves one network; a Bech32 checksum must hold).
 *
 * @example
 * const variants = requestVariants(example, { prefix: '/body', network, isInvalid: (body) => gateway.validateRequest('deriveToken', { headers, body }).length > 0, patternAt })
 */
export function requestVariants(base: unknown, options: RequestVariantOptions): RequestVariant[] {
  const variants: RequestVariant[] = []
  const other = otherNetwork(options.network)
  const walk = (value: unknown, tokens: (string | number)[], parent: 'object' | 'array' | 'root') => {
    if (tokens.length > 0) {
      const pointer = toPointer(tokens)
      const path = `${options.prefix}${pointer}`
      if (parent === 'object' || (parent === 'array' && tokens.length === 1)) {
        const candidate = edit(base, tokens, { remove: true })
        if (options.isInvalid(candidate))
          variants.push({ category: 'missing-field', path, name: `missing required field ${path}`, value: candidate })
      }
      const replacement = wrongType(value)
      const typed = edit(base, tokens, { value: replacement.value })
      if (options.isInvalid(typed))
        variants.push({
          category: 'wrong-type',
          path,
          name: `wrong type at ${path} (${replacement.type} instead of ${jsonType(value)})`,
          value: typed,
        })
      if (typeof value === 'string' && value.length >= 2 && /a-f/.test(options.patternAt(pointer) ?? '')) {
        const hex = edit(base, tokens, { value: `zz${value.slice(2)}` })
        if (options.isInvalid(hex)) variants.push({ category: 'bad-hex', path, name: `bad hex at ${path}`, value: hex })
      }
      if (typeof value === 'string') {
        const rewritten = otherNetworkValue(value, String(tokens[tokens.length - 1]), options.network)
        if (rewritten !== undefined)
          variants.push({
            category: 'wrong-network',
            path,
            name: `wrong network at ${path} (${other.name})`,
            value: edit(base, tokens, { value: rewritten }),
          })
        // The same Bech32 value with its last checksum character changed: its shape is right,
        // its checksum is not (the documents refuse a wrong checksum in words).
        if (rewritten !== undefined && value !== options.network.name) {
          const last = value.at(-1)!
          const swapped = bech32Charset[(bech32Charset.indexOf(last) + 1) % bech32Charset.length]!
          variants.push({
            category: 'bad-checksum',
            path,
            name: `bad checksum at ${path}`,
            value: edit(base, tokens, { value: `${value.slice(0, -1)}${swapped}` }),
          })
        }
      }
    }
    if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, [...tokens, index], 'array')
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...tokens, key], 'object')
  }
  walk(base, [], 'root')
  if (typeof base === 'object' && base !== null && !Array.isArray(base)) {
    const candidate = { ...(base as Record<string, unknown>), [unknownField]: true }
    if (options.isInvalid(candidate))
      variants.push({
        category: 'unknown-field',
        path: `${options.prefix}/${unknownField}`,
        name: `unknown field ${options.prefix}/${unknownField}`,
        value: candidate,
      })
  }
  return variants
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function wrongType(value: unknown): { type: string; value: unknown } {
  if (typeof value === 'string') return { type: 'number', value: 12345 }
  if (typeof value === 'number') return { type: 'string', value: String(value) }
  if (typeof value === 'boolean') return { type: 'string', value: String(value) }
  if (value === null) return { type: 'number', value: 0 }
  if (Array.isArray(value)) return { type: 'object', value: { item: value[0] ?? null } }
  return { type: 'string', value: 'not an object' }
}

/** A deep copy of `root` with the value at `tokens` replaced or removed. */
function edit(
  root: unknown,
  tokens: readonly (string | number)[],
  change: { remove?: true; value?: unknown },
): unknown {
  const copy = structuredClone(root)
  let parent: any = copy
  for (const token of tokens.slice(0, -1)) parent = parent[token]
  const last = tokens[tokens.length - 1]!
  if (change.remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else parent[last] = change.value
  return copy
}
