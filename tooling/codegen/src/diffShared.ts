import { toCase } from '@hey-api/shared'
import { resolvePointer, type SpecDocument } from '@ledgernet/specs'
import type { DiffReport } from './diffOpenApi.js'

/**
 * A value with its local `$ref`s followed (at most 30), as both diffs read paths, operations,
 * methods and params; `undefined` for a reference that leads nowhere or to another file.
 *
 * @example
 * followRefs(document, { $ref: '#/components/schemas/Fee' }) // the Fee schema
 */
export function followRefs(document: SpecDocument, value: any): any {
  let current = value
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 30; depth++)
    current = current.$ref.startsWith('#') ? resolvePointer(document, current.$ref) : undefined
  return current
}

/**
 * Tells the exported types a diff adds or removes — one per component schema, named as the
 * generated code names it — and answers both sides' types (type name → schema name).
 *
 * @example
 * const { wasTypes, isTypes } = tellTypeChanges(before, after, report)
 */
export function tellTypeChanges(
  before: SpecDocument,
  after: SpecDocument,
  tell: DiffReport,
): { wasTypes: Map<string, string>; isTypes: Map<string, string> } {
  const typesOf = (document: SpecDocument) =>
    new Map(Object.keys(document.components?.schemas ?? {}).map((schema) => [toCase(schema, 'PascalCase'), schema]))
  const wasTypes = typesOf(before)
  const isTypes = typesOf(after)
  for (const [type, schema] of wasTypes)
    if (!isTypes.has(type))
      tell('schema-removed', ['components', 'schemas', schema], `type ${type} (schema ${schema}) removed`)
  for (const [type, schema] of isTypes)
    if (!wasTypes.has(type))
      tell('schema-added', ['components', 'schemas', schema], `type ${type} (schema ${schema}) added`)
  return { wasTypes, isTypes }
}

/**
 * Whether a rule already found something at `tokens` or under it (`reached` holds the pointers
 * the rules reported, joined by NUL): what changed without a rule finding it is told as text.
 *
 * @example
 * foundUnder(reached, ['methods', '0']) // true when a rule reported methods/0/params/1
 */
export function foundUnder(reached: ReadonlySet<string>, tokens: readonly string[]): boolean {
  const prefix = tokens.join('\u0000')
  for (const key of reached) if (key === prefix || key.startsWith(`${prefix}\u0000`)) return true
  return false
}

/** Whether two JSON values differ. */
export const jsonDiffers = (x: unknown, y: unknown): boolean => JSON.stringify(x) !== JSON.stringify(y)
