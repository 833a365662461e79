import { describe, expect, it } from 'vitest'
import { moduleSpecifiers, specifierTarget } from './moduleSpecifiers.js'

describe('moduleSpecifiers', () => {
  it('finds static, re-exported, dynamic, required and createRequire imports, and type references', () => {
    const text = [
      '/// <reference types="node" />',
      "import { a } from './a.js'",
      "export * from '@noble/hashes/sha2.js'",
      'export { b } from "@scure/base"',
      "const c = await import('node:fs')",
      "const d = require('ws')",
      "const e = createRequire(import.meta.url)('tiny-secp256k1')",
      "const g = createRequire2(import.meta.url)('a-bundled-one')",
      "type F = import('json-rpc-2.0').JSONRPCRequest",
    ].join('\n')
    const found = moduleSpecifiers(text)
    expect(found.imports.sort()).toEqual([
      './a.js',
      '@noble/hashes/sha2.js',
      '@scure/base',
      'a-bundled-one',
      'json-rpc-2.0',
      'node:fs',
      'tiny-secp256k1',
      'ws',
    ])
    expect(found.typeReferences).toEqual(['node'])
  })

  it('does not mistake comments or strings for imports', () => {
    const text = "// import x from 'commented'\nconst s = \"import y from 'in-a-string'\"\n/* require('nope') */"
    expect(moduleSpecifiers(text).imports).toEqual([])
  })
})

describe('specifierTarget', () => {
  it('tells relative files, the package’s own imports, built-ins and packages apart', () => {
    expect(specifierTarget('./x.js')).toEqual({ kind: 'relative' })
    expect(specifierTarget('#ecdsa')).toEqual({ kind: 'internal', name: '#ecdsa' })
    expect(specifierTarget('node:crypto')).toEqual({ kind: 'builtin', name: 'node:crypto' })
    expect(specifierTarget('fs/promises')).toEqual({ kind: 'builtin', name: 'fs' })
    expect(specifierTarget('@noble/hashes/sha2.js')).toEqual({ kind: 'package', name: '@noble/hashes' })
    expect(specifierTarget('yaml')).toEqual({ kind: 'package', name: 'yaml' })
  })
})
