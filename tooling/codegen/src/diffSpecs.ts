import { toCase } from '@hey-api/shared'
import { listOperations, normalizeSpec, type SpecDocument, toPointer } from '@ledgernet/specs'
import { apiCompare } from 'api-smart-diff'

/**
 * What one change means for a client's users: `breaking` (code that compiled or a call that
 * worked may not any more), `additive` (new things, nothing taken away) or `documentation`
 * (descriptions, examples, tags: the code and the wire are the same).
 *
 * @example
 * const kind: ChangeKind = 'breaking'
 */
export type ChangeKind = 'breaking' | 'additive' | 'documentation'

/**
 * One change between two versions of a spec: its kind, where it is (a JSON Pointer into the
 * document), the operation it touches (when it is inside one) and what it is, in words.
 *
 * @example
 * const change: SpecChange = {
 *   kind: 'breaking', pointer: '/paths/~1status/post/responses/200/content/application~1json/schema/properties/epoch',
 *   operationId: 'GatewayStatus', message: '[Removed] property `epoch` in Response 200 content (application/json)',
 * }
 */
export type SpecChange = { kind: ChangeKind; pointer: string; operationId?: string; message: string }

/**
 * The semver bump a change needs, as the level of the change itself: a breaking change is
 * `major`, an additive one `minor`, a documentation one `patch`, no change `none`.
 *
 * @example
 * const bump: Bump = 'minor'
 */
export type Bump = 'major' | 'minor' | 'patch' | 'none'

/** Structural keywords: a change there that the library cannot classify is taken as breaking. */
const documentationWords = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'tags',
  'externalDocs',
  'info',
  'servers',
])

/**
 * Compares two versions of a spec (OpenAPI 3.0 or 3.1, each as published or with its overlay) as
 * a client package's users meet them. The wire is compared by `api-smart-diff`, which tells
 * requests from responses (a removed response field or a new required request field is breaking;
 * a new optional request field or a new operation is additive); the package's own view is added:
 * a removed or renamed exported function (operationId) or type (component schema) is breaking,
 * a new one additive, and a field removed from any schema is breaking (a generated type loses it). A change the library cannot classify is documentation when it is in
 * descriptions, examples or tags, and breaking otherwise (when in doubt, the larger bump).
 * Answers the bump and every change, in document order.
 *
 * @example
 * const { bump, changes } = diffSpecs(loadSpec('old.yaml'), loadSpec('new.yaml'))
 */
export function diffSpecs(before: SpecDocument, after: SpecDocument): { bump: Bump; changes: SpecChange[] } {
  const changes: SpecChange[] = []
  const operationAt = (document: SpecDocument, path: string, method: string): string | undefined => {
    const operation = document.paths?.[path]?.[method]
    return typeof operation?.operationId === 'string' ? operation.operationId : undefined
  }
  const { diffs } = apiCompare(structuredClone(before), structuredClone(after))
  for (const diff of diffs) {
    const tokens = diff.path.map(String)
    if (tokens[0] === 'components' && tokens[1] === 'schemas' && tokens.length === 3) continue // the package view below
    let kind: ChangeKind
    // The package's view: a field taken out of a generated type breaks the code that reads or
    // writes it, optional or not (the wire alone would call an optional one non-breaking).
    const removesField = diff.action === 'remove' && tokens[tokens.length - 2] === 'properties'
    if (diff.type === 'breaking' || removesField) kind = 'breaking'
    else if (diff.type === 'non-breaking') kind = 'additive'
    else if (diff.type === 'annotation' || diff.type === 'deprecated') kind = 'documentation'
    else
      kind = tokens.some((token) => documentationWords.has(token) || token.startsWith('x-'))
        ? 'documentation'
        : 'breaking'
    const operationId =
      tokens[0] === 'paths' && tokens.length >= 3
        ? (operationAt(after, tokens[1]!, tokens[2]!) ?? operationAt(before, tokens[1]!, tokens[2]!))
        : undefined
    const message =
      diff.description ??
      `${diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed'} ${tokens.join('.')}`
    changes.push({
      kind,
      pointer: toPointer(tokens),
      ...(operationId !== undefined ? { operationId } : {}),
      message:
        kind === 'breaking' && diff.type === 'unclassified'
          ? `${message} (not classified; taken as breaking)`
          : message,
    })
  }
  // The package's view: the names it exports.
  const exported = (document: SpecDocument) => {
    const functions = new Map(
      listOperations(normalizeSpec(document)).map((operation) => [
        toCase(operation.operationId, 'camelCase'),
        operation,
      ]),
    )
    const types = new Set(Object.keys(document.components?.schemas ?? {}))
    return { functions, types }
  }
  const old = exported(before)
  const now = exported(after)
  for (const [name, operation] of old.functions)
    if (!now.functions.has(name))
      changes.push({
        kind: 'breaking',
        pointer: toPointer(operation.tokens),
        operationId: operation.operationId,
        message: `[Removed] function ${name} (${operation.method} ${operation.path})`,
      })
  for (const [name, operation] of now.functions)
    if (!old.functions.has(name))
      changes.push({
        kind: 'additive',
        pointer: toPointer(operation.tokens),
        operationId: operation.operationId,
        message: `[Added] function ${name} (${operation.method} ${operation.path})`,
      })
  for (const name of old.types)
    if (!now.types.has(name))
      changes.push({
        kind: 'breaking',
        pointer: toPointer(['components', 'schemas', name]),
        message: `[Removed] type ${toCase(name, 'PascalCase')} (schema ${name})`,
      })
  for (const name of now.types)
    if (!old.types.has(name))
      changes.push({
        kind: 'additive',
        pointer: toPointer(['components', 'schemas', name]),
        message: `[Added] type ${toCase(name, 'PascalCase')} (schema ${name})`,
      })
  return { bump: bumpOf(changes), changes }
}

/**
 * The bump a list of changes needs: the largest of theirs.
 *
 * @example
 * bumpOf([{ kind: 'additive', pointer: '/paths/~1x', message: 'added' }]) // 'minor'
 */
export function bumpOf(changes: readonly Pick<SpecChange, 'kind'>[]): Bump {
  if (changes.some((change) => change.kind === 'breaking')) return 'major'
  if (changes.some((change) => change.kind === 'additive')) return 'minor'
  return changes.length ? 'patch' : 'none'
}
