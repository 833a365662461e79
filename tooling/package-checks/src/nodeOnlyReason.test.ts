import { describe, expect, it } from 'vitest'
import { nodeOnlyReason } from './nodeOnlyReason.js'
import { unpackedFixture } from './unpackedFixture.js'

describe('nodeOnlyReason', () => {
  const manifest = {
    name: '@x/a',
    version: '1.0.0',
    exports: { '.': { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' } },
  }

  it('is undefined when only the node condition reaches a built-in', () => {
    const pkg = unpackedFixture(manifest, {
      'dist/index.js': "export * from './api.js'\n",
      'dist/api.js': "import { sha256 } from '@noble/hashes/sha2.js'\nexport { sha256 }\n",
      'dist/index.node.js': "import { createHash } from 'node:crypto'\nexport * from './api.js'\n",
    })
    expect(nodeOnlyReason(pkg)).toBeUndefined()
  })

  it('names the file that brings a built-in into the default graph, however deep', () => {
    const pkg = unpackedFixture(manifest, {
      'dist/index.js': "export * from './server/start.js'\n",
      'dist/server/start.js': "import { createServer } from 'node:http'\nexport { createServer }\n",
      'dist/index.node.js': '',
    })
    expect(nodeOnlyReason(pkg)).toBe('dist/server/start.js imports node:http')
  })

  it('follows the package’s own imports map as a browser does: its default file, not its node one', () => {
    const withImports = {
      ...manifest,
      imports: { '#ecdsa': { types: './dist/ecdsa.d.ts', node: './dist/ecdsa.node.js', default: './dist/ecdsa.js' } },
    }
    const files = {
      'dist/index.js': "import { sign } from '#ecdsa'\nexport { sign }\n",
      'dist/ecdsa.node.js': "import { createRequire } from 'node:module'\nexport const sign = 1\n",
      'dist/index.node.js': '',
    }
    expect(
      nodeOnlyReason(unpackedFixture(withImports, { ...files, 'dist/ecdsa.js': 'export const sign = 1\n' })),
    ).toBeUndefined()
    expect(
      nodeOnlyReason(
        unpackedFixture(withImports, { ...files, 'dist/ecdsa.js': "import 'node:fs'\nexport const sign = 1\n" }),
      ),
    ).toBe('dist/ecdsa.js imports node:fs')
  })
})
