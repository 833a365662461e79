import { describe, expect, it } from 'vitest'
import { jsEntryPoints } from './entryPoints.js'

describe('jsEntryPoints', () => {
  it('lists the JavaScript subpaths, not data files or patterns', () => {
    const entries = jsEntryPoints({
      name: '@x/specs',
      version: '1.0.0',
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './testing': { types: './dist/testing.d.ts', default: './dist/testing.js' },
        './gateway.yaml': './gateway.yaml',
        './vectors/*': './vectors/*',
        './package.json': './package.json',
      },
    })
    expect(entries.map((entry) => entry.specifier)).toEqual(['@x/specs', '@x/specs/testing'])
  })

  it('reads the ESM and the CommonJS face of an entry', () => {
    const [entry] = jsEntryPoints({
      name: '@x/crypto',
      version: '1.0.0',
      exports: {
        '.': {
          import: { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
          require: { types: './dist/cjs/index.d.ts', node: './dist/cjs/index.node.js', default: './dist/cjs/index.js' },
        },
      },
    })
    expect(entry).toEqual({
      subpath: '.',
      specifier: '@x/crypto',
      conditions: { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', node: './dist/cjs/index.node.js', default: './dist/cjs/index.js' },
    })
  })
})
