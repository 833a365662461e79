import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  browserExportsModule,
  consumerTsconfig,
  exportsTypeCheck,
  runtimeExportsScript,
  runtimeRequiresScript,
} from './consumerSources.js'
import { typeCheckConsumer } from './typeCheckConsumer.js'

/** A consumer project holding one installed package whose types declare `a` and `b`. */
function projectWithPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'consumer-'))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  const pkg = join(dir, 'node_modules', '@x', 'thing')
  mkdirSync(pkg, { recursive: true })
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: '@x/thing',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './index.d.ts', default: './index.js' } },
    }),
  )
  writeFileSync(
    join(pkg, 'index.d.ts'),
    'export declare const a: number\nexport declare function b(): void\nexport type OnlyAType = string\n',
  )
  writeFileSync(join(pkg, 'index.js'), 'export const a = 1\nexport function b() {}\n')
  return dir
}

// Each case runs tsc in a child process (a few seconds with Node's types).
describe('exportsTypeCheck (with tsc)', { timeout: 30_000 }, () => {
  it('compiles when the types declare exactly the run-time value exports', async () => {
    const dir = projectWithPackage()
    writeFileSync(join(dir, 'exports.ts'), exportsTypeCheck({ '@x/thing': ['a', 'b'] }))
    expect(await typeCheckConsumer(dir, 'nodenext', 'node', ['exports.ts'])).toEqual([])
  })

  it('names an export the types promise but the run time lacks, and one the types miss', async () => {
    const dir = projectWithPackage()
    writeFileSync(join(dir, 'exports.ts'), exportsTypeCheck({ '@x/thing': ['a', 'c'] }))
    const diagnostics = (await typeCheckConsumer(dir, 'bundler', 'browser', ['exports.ts'])).join('\n')
    expect(diagnostics).toMatch(/exports\.ts.*error TS2322: Type 'true' is not assignable to type '"b"'/)
    expect(diagnostics).toMatch(/exports\.ts.*error TS2322: Type 'true' is not assignable to type '"c"'/)
  })
})

describe('generated consumer sources', () => {
  it("the Node script prints each entry point's sorted export names as JSON", () => {
    expect(runtimeExportsScript(['@x/thing'])).toContain('"@x/thing": Object.keys(await import("@x/thing")).sort(),')
  })

  it('the CommonJS script requires each entry point and compares it with what import gives', () => {
    const script = runtimeRequiresScript(['@x/thing'])
    expect(script).toContain('const required = require(specifier)')
    expect(script).toContain('sameAsImport: required === (await import(specifier))')
  })

  it('a CommonJS tsconfig (node16 or node10) leaves verbatimModuleSyntax off, an ESM one turns it on', () => {
    const options = (resolution: 'node16' | 'commonjs' | 'nodenext') =>
      (
        JSON.parse(consumerTsconfig(resolution, 'node', ['a.cts'], '/types')) as {
          compilerOptions: Record<string, unknown>
        }
      ).compilerOptions
    expect([
      options('node16').module,
      options('node16').moduleResolution,
      options('node16').verbatimModuleSyntax,
    ]).toEqual(['Node16', 'Node16', undefined])
    expect([options('commonjs').module, options('commonjs').moduleResolution]).toEqual(['CommonJS', 'Node10'])
    expect(options('nodenext').verbatimModuleSyntax).toBe(true)
  })

  it('the browser module publishes the names on globalThis', () => {
    expect(browserExportsModule(['@x/thing', '@x/thing/sub'])).toContain('import * as entry1 from "@x/thing/sub"')
  })

  it('a browser tsconfig has the DOM and no Node types; a Node one the reverse', () => {
    const browser = JSON.parse(consumerTsconfig('bundler', 'browser', ['a.ts'], '/types')) as {
      compilerOptions: Record<string, unknown>
    }
    const node = JSON.parse(consumerTsconfig('nodenext', 'node', ['a.ts'], '/types')) as {
      compilerOptions: Record<string, unknown>
    }
    expect([
      browser.compilerOptions.lib,
      browser.compilerOptions.types,
      browser.compilerOptions.moduleResolution,
    ]).toEqual([['ES2022', 'DOM', 'DOM.Iterable'], [], 'Bundler'])
    expect([
      node.compilerOptions.lib,
      node.compilerOptions.types,
      node.compilerOptions.typeRoots,
      node.compilerOptions.skipLibCheck,
    ]).toEqual([['ES2022'], ['node'], ['/types'], false])
  })
})
