import type { SpecDocument } from './loadSpec.js'
import { resolveRefAt } from './resolveRef.js'

/**
 * One method of an OpenRPC document with its references resolved, and the pointer tokens of its
 * parts (so that their schemas compile by reference).
 *
 * @example
 * const info: MethodInfo = listMethods(loadSpec('node-rpc'))[0]!
 * console.log(info.name, info.params.map((p) => p.name))
 */
export type MethodInfo = {
  /** The JSON-RPC method name (`ledger.buildTransaction`). */
  name: string
  tokens: (string | number)[]
  summary?: string
  description?: string
  paramStructure: 'by-position' | 'by-name' | 'either'
  retrySafe: boolean
  params: { name: string; required: boolean; description?: string; schemaTokens: (string | number)[] }[]
  result?: { name: string; description?: string; schemaTokens: (string | number)[] }
  errors: { code: number; message: string }[]
  examples: { name: string; params: { name: string; value: unknown }[]; result?: { name: string; value: unknown } }[]
}

/**
 * Every method of an OpenRPC document, in document order. Throws naming the method when a
 * reference does not resolve or a name is used twice.
 *
 * @example
 * listMethods(loadSpec('node-rpc')).map((m) => m.name)
 */
export function listMethods(document: SpecDocument): MethodInfo[] {
  const names = new Set<string>()
  return (document.methods ?? []).map((_: unknown, index: number) => {
    const method = resolveRefAt(document, ['methods', index])
    const { value } = method
    if (typeof value.name !== 'string') throw new Error(`methods[${index}] has no name`)
    if (names.has(value.name)) throw new Error(`method ${value.name} is declared twice`)
    names.add(value.name)
    const params = (value.params ?? []).map((_p: unknown, i: number) => {
      const param = resolveRefAt(document, [...method.tokens, 'params', i])
      return {
        name: param.value.name,
        required: param.value.required === true,
        ...(param.value.description ? { description: param.value.description } : {}),
        schemaTokens: [...param.tokens, 'schema'],
      }
    })
    const result = value.result ? resolveRefAt(document, [...method.tokens, 'result']) : undefined
    const info: MethodInfo = {
      name: value.name,
      tokens: method.tokens,
      paramStructure: value.paramStructure ?? 'either',
      retrySafe: value['x-ledgernet-retry-safe'] === true,
      params,
      errors: (value.errors ?? []).map((_e: unknown, i: number) => {
        const { code, message } = resolveRefAt(document, [...method.tokens, 'errors', i]).value
        return { code, message }
      }),
      examples: (value.examples ?? []).map((_x: unknown, i: number) => {
        const pairing = resolveRefAt(document, [...method.tokens, 'examples', i])
        const example = {
          name: String(pairing.value.name ?? `examples[${i}]`),
          params: (pairing.value.params ?? []).map((_q: unknown, j: number) => {
            const { name, value: paramValue } = resolveRefAt(document, [...pairing.tokens, 'params', j]).value
            return { name, value: paramValue }
          }),
        } as MethodInfo['examples'][number]
        if (pairing.value.result) {
          const { name, value: resultValue } = resolveRefAt(document, [...pairing.tokens, 'result']).value
          example.result = { name, value: resultValue }
        }
        return example
      }),
    }
    if (value.summary) info.summary = value.summary
    if (value.description) info.description = value.description
    if (result)
      info.result = {
        name: result.value.name,
        ...(result.value.description ? { description: result.value.description } : {}),
        schemaTokens: [...result.tokens, 'schema'],
      }
    return info
  })
}
