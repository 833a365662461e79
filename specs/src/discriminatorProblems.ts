import { toPointer } from '@ledgernet/transport'
import { forEachValue } from './forEachValue.js'
import type { SpecDocument } from './loadSpec.js'
import { resolveRef } from './resolveRef.js'

/**
 * Checks every `discriminator` of a document against its `oneOf`: each branch fixes the tag
 * (`const` or a one-value `enum` on the tag property, which it also requires), tags are unique,
 * and each `mapping` entry points at the branch carrying that tag. ajv ignores `mapping`, and
 * generated TypeScript relies on the branch tags, so a mapping that disagrees would go unseen.
 *
 * @example
 * expect(discriminatorProblems(loadSpec('gateway'))).toEqual([])
 */
export function discriminatorProblems(document: SpecDocument): string[] {
  const problems: string[] = []
  const check = (schema: Record<string, any>, where: string) => {
    const tag = schema.discriminator.propertyName
    if (typeof tag !== 'string') return problems.push(`${where}: discriminator has no propertyName`)
    if (!Array.isArray(schema.oneOf)) return problems.push(`${where}: discriminator without oneOf`)
    const byTag = new Map<string, unknown>()
    schema.oneOf.forEach((raw: unknown, index: number) => {
      const branch = resolveRef(document, raw)
      const property = resolveRef(document, branch?.properties?.[tag])
      const value =
        property?.const ?? (Array.isArray(property?.enum) && property.enum.length === 1 ? property.enum[0] : undefined)
      if (typeof value !== 'string') problems.push(`${where}: oneOf[${index}] does not fix "${tag}" with const`)
      else if (byTag.has(value)) problems.push(`${where}: two branches carry "${tag}" = ${value}`)
      else byTag.set(value, branch)
      if (!branch?.required?.includes(tag)) problems.push(`${where}: oneOf[${index}] does not require "${tag}"`)
    })
    for (const [key, ref] of Object.entries<any>(schema.discriminator.mapping ?? {})) {
      const target = resolveRef(document, { $ref: ref })
      if (byTag.get(key) !== target)
        problems.push(`${where}: mapping ${key} → ${ref} is not the branch whose "${tag}" is ${key}`)
    }
  }
  forEachValue(document, (value, tokens) => {
    const schema = value as Record<string, any> | null
    if (typeof schema?.discriminator === 'object' && schema.discriminator !== null)
      check(schema, `#${toPointer(tokens)}`)
  })
  return problems
}
