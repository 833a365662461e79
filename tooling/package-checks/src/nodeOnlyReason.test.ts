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
})
