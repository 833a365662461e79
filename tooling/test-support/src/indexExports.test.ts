import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { docCommentOf, exportDocumentationProblems, indexExports } from './indexExports.js'

const dir = mkdtempSync(join(tmpdir(), 'test-support-index-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('indexExports', () => {
  it('lists every re-exported name with its file, types included', () => {
    writeFileSync(
      join(dir, 'index.ts'),
      "export { a, b, } from './one.js'\nexport type { C } from './two/three.js'\nexport const local = 1\n",
    )
    expect(indexExports(pathToFileURL(`${dir}/`))).toEqual([
      ['a', 'one'],
      ['b', 'one'],
      ['C', 'two/three'],
    ])
  })
})

describe('docCommentOf', () => {
  it('returns the comment right above the declaration, or null', () => {
    const source = '/** Adds. @example add(1) */\nexport function add() {}\n\nexport const bare = 1\n'
    expect(docCommentOf(source, 'add')).toContain('@example')
    expect(docCommentOf(source, 'bare')).toBeNull()
    expect(docCommentOf(source, 'ad')).toBeNull()
  })
})

describe('exportDocumentationProblems', () => {
  it('names every export without a doc comment, an @example or a mention in the README', () => {
    const root = mkdtempSync(join(dir, 'package-'))
    const src = join(root, 'src')
    writeFileSync(join(root, 'README.md'), '`documented`, `noExample`\n')
    mkdirSync(src)
    writeFileSync(join(src, 'index.ts'), "export { documented, noExample, bare, unnamed } from './api.js'\n")
    writeFileSync(
      join(src, 'api.ts'),
      [
        '/** Documented. @example documented() */\nexport function documented() {}',
        '/** No example. */\nexport const noExample = 1',
        'export const bare = 2',
        '/** Not in the README. @example unnamed */\nexport type unnamed = string',
      ].join('\n'),
    )
    expect(exportDocumentationProblems(pathToFileURL(`${src}/`))).toEqual([
      'noExample (api.ts) has no @example',
      'bare (api.ts) has no doc comment',
      'bare is not named in the README',
      'unnamed is not named in the README',
    ])
  })
})
