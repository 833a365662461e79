import { toPointer } from '@ledgernet/specs'
import { diffOpenApi } from './diffOpenApi.js'
import { diffOpenRpc } from './diffOpenRpc.js'
import { type ChangeKind, type DiffRule, diffRules } from './diffRules.js'

export type { ChangeKind } from './diffRules.js'

/**
 * One change between two versions of a spec: the rule that found it and its kind, where it is (a
 * JSON Pointer into the newer document, or the older one for what is gone), the operation or
 * method it touches (when it is inside one) and what it is, in words.
 *
 * @example
 * const change: SpecChange = {
 *   kind: 'breaking', rule: 'response-property-removed', pointer: '/components/schemas/Status/properties/epoch',
 *   operationId: 'GatewayStatus', message: 'answer 200.epoch removed',
 * }
 */
export type SpecChange = { kind: ChangeKind; rule: DiffRule; pointer: string; operationId?: string; message: string }

/**
 * The semver bump a change needs, as the level of the change itself: a breaking change is
 * `major`, an additive one `minor`, a documentation one `patch`, no change `none`.
 *
 * @example
 * const bump: Bump = 'minor'
 */
export type Bump = 'major' | 'minor' | 'patch' | 'none'

/**
 * Compares two versions of a spec as a client package's users meet them and says the bump: OpenAPI
 * (3.0 or 3.1, each as published or with its overlay) by operation, OpenRPC by method name. Every
 * change names the rule of `diffRules` it comes from, and the rule gives its kind: what a client
 * sends narrowing, what it decodes widening, or a name it imports going is breaking; a refactor
 * that changes no wire format and no exported name (a schema moved into components, `nullable`
 * rewritten between OpenAPI 3.0's and 3.1's forms) reports nothing but, at most, `text-changed`.
 * Each change is reported once (a shared component where it is).
 *
 * @example
 * const { bump, changes } = diffSpecs(loadSpec('old.yaml'), loadSpec('new.yaml'))
 */
export function diffSpecs(
  before: Record<string, any>,
  after: Record<string, any>,
): { bump: Bump; changes: SpecChange[] } {
  const changes: SpecChange[] = []
  const seen = new Set<string>()
  const report = (rule: DiffRule, tokens: readonly string[], message: string, operationId?: string) => {
    const pointer = toPointer([...tokens])
    const key = `${rule} ${pointer} ${message}`
    if (seen.has(key)) return
    seen.add(key)
    changes.push({
      kind: diffRules[rule].kind,
      rule,
      pointer,
      ...(operationId !== undefined ? { operationId } : {}),
      message,
    })
  }
  if (typeof before.openrpc === 'string' && typeof after.openrpc === 'string') diffOpenRpc(before, after, report)
  else diffOpenApi(before, after, report)
  return { bump: bumpOf(changes), changes }
}

/**
 * The bump a list of changes needs: the largest of theirs.
 *
 * @example
 * bumpOf([{ kind: 'additive' }]) // 'minor'
 */
export function bumpOf(changes: readonly Pick<SpecChange, 'kind'>[]): Bump {
  if (changes.some((change) => change.kind === 'breaking')) return 'major'
  if (changes.some((change) => change.kind === 'additive')) return 'minor'
  return changes.length ? 'patch' : 'none'
}
