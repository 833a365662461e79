import { pointerToken } from '@ledgernet/transport'
import type { SpecDocument } from './loadSpec.js'

/**
 * Components nothing refers to, as `#/components/<kind>/<name>`. References from anywhere count,
 * document-level extensions (`x-ledgernet-wrong-verb`) included; security schemes count as used
 * when a security requirement names them. OpenRPC errors with the envelope-level codes (-32700
 * parse error, -32600 invalid request, -32601 method not found) document answers to requests that
 * never reach a method, so no method refers to them and they are not reported.
 *
 * @example
 * expect(unusedComponents(loadSpec('gateway'))).toEqual([])
 */
export function unusedComponents(document: SpecDocument): string[] {
  const refs = new Set<string>()
  const schemes = new Set<string>()
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) {
      if (key === 'security')
        for (const requirement of value) for (const name of Object.keys(requirement ?? {})) schemes.add(name)
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    for (const [name, child] of Object.entries(value)) {
      if (name === '$ref' && typeof child === 'string') refs.add(decodeURIComponent(child))
      else visit(child, name)
    }
  }
  visit(document)
  const unused: string[] = []
  for (const [kind, entries] of Object.entries<Record<string, unknown>>(document.components ?? {})) {
    for (const name of Object.keys(entries ?? {})) {
      const pointer = `#/components/${kind}/${pointerToken(name)}`
      const envelopeError =
        kind === 'errors' &&
        [-32700, -32600, -32601].includes((entries[name] as { code?: number } | undefined)?.code ?? 0)
      const used =
        envelopeError || kind === 'securitySchemes'
          ? schemes.has(name)
          : [...refs].some((ref) => ref === pointer || ref.startsWith(`${pointer}/`))
      if (!used) unused.push(pointer)
    }
  }
  return unused
}
