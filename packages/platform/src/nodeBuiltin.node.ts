/// <reference types="node" />
import { createRequire } from 'node:module'

type Builtins = {
  'node:crypto': typeof import('node:crypto')
  'node:os': typeof import('node:os')
  'node:v8': typeof import('node:v8')
}

const loaded = new Map<keyof Builtins, unknown>()

/**
 * A Node built-in module, loaded with its first use rather than when this package is imported
 * (`node:crypto` alone is ~5 ms of a cold start). `process.getBuiltinModule` where the runtime has
 * it (Node ≥ 20.16, Deno, Bun), `require` otherwise.
 *
 * @example
 * nodeBuiltin('node:crypto').hash('sha256', bytes, 'buffer')
 */
export function nodeBuiltin<N extends keyof Builtins>(name: N): Builtins[N] {
  let module = loaded.get(name) as Builtins[N] | undefined
  if (!module) {
    module = (process.getBuiltinModule?.(name) ?? createRequire(import.meta.url)(name)) as Builtins[N]
    loaded.set(name, module)
  }
  return module
}
