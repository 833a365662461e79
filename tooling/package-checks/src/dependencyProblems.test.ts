import { describe, expect, it } from 'vitest'
import { dependencyProblems, shippedImports } from './dependencyProblems.js'
import { unpackedFixture } from './unpackedFixture.js'

describe('dependencyProblems', () => {
  it('finds imports that are not declared and declarations nothing imports', () => {
    const pkg = unpackedFixture(
      {
        name: '@x/a',
        version: '1.0.0',
        dependencies: { '@x/errors': '1.0.0', 'fast-check': '4.0.0' },
        peerDependencies: { ws: '8.0.0' },
      },
      {
        'dist/index.js':
          "import { LedgernetError } from '@x/errors'\nimport { WebSocket } from 'ws'\nexport * from './inner.js'\n",
        'dist/inner.js':
          "import { sha256 } from '@noble/hashes/sha2.js'\nimport { readFile } from 'node:fs/promises'\nexport { a } from '@x/a/self'\nimport { sign } from '#ecdsa'\n",
        'dist/index.d.ts': "import type { Schema } from 'ajv'\n",
        'src/index.ts': "import fc from 'fast-check'\n",
      },
    )
    expect(dependencyProblems(pkg)).toEqual([
      { kind: 'undeclared', dependency: 'ajv', files: ['dist/index.d.ts'] },
      { kind: 'undeclared', dependency: '@noble/hashes', files: ['dist/inner.js'] },
      { kind: 'unused', dependency: 'fast-check', field: 'dependencies' },
    ])
    expect([...shippedImports(pkg).builtins.keys()]).toEqual(['node:fs/promises'])
  })

  it('counts a declared @types package as covering the import it types', () => {
    const pkg = unpackedFixture(
      { name: '@x/a', version: '1.0.0', dependencies: { '@types/ws': '8.0.0' } },
      { 'dist/index.d.ts': "import type { WebSocket } from 'ws'\n" },
    )
    expect(dependencyProblems(pkg)).toEqual([])
  })
})
