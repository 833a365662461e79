import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { docCommentOf, indexExports } from './indexExports.js'

const dir = mkdtempSync(join(tmpdir(), 'test-support-index-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('indexExports', () => {
  it('lists every re-exported name with its file, types included', () => {
    writeFileSync(join(dir, 'index.ts'), "export { a, b, } from './one.js'\nexport type { C } from './two/three.js'\nexport const local = 1\n")
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
