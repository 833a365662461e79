/// <reference types="node" />

type Builtins = {
  'node:crypto': typeof import('node:crypto')
  'node:os': typeof import('node:os')
  'node:v8': typeof import('node:v8')
}

/**
 * A Node built-in module, loaded with its first use rather than when this package is imported
 * (`node:crypto` alone is ~5 ms of a cold start). Node (≥ 20.16), Deno and Bun all have
 * `process.getBuiltinModule`.
 *
 * @example
 * nodeBuiltin('node:crypto').hash('sha256', bytes, 'buffer')
 */
export function nodeBuiltin<N extends keyof Builtins>(name: N): Builtins[N] {
  return process.getBuiltinModule(name) as Builtins[N]
}
