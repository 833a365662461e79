import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { installedCopies } from './installedCopies.js'

describe('installedCopies', () => {
  it('finds each copy of each package, scoped and nested ones too', () => {
    const root = join(mkdtempSync(join(tmpdir(), 'copies-')), 'node_modules')
    const install = (dir: string, name: string, version: string) => {
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }))
    }
    install(join(root, '@x', 'errors'), '@x/errors', '1.0.0')
    install(join(root, '@x', 'flows'), '@x/flows', '1.0.0')
    install(join(root, '@x', 'flows', 'node_modules', '@x', 'errors'), '@x/errors', '0.9.0')
    install(join(root, 'plain'), 'plain', '2.0.0')
    mkdirSync(join(root, '.bin'))
    expect(Object.fromEntries(installedCopies(root))).toEqual({
      '@x/errors': ['1.0.0', '0.9.0'],
      '@x/flows': ['1.0.0'],
      plain: ['2.0.0'],
    })
    expect(Object.fromEntries(installedCopies(root, '@x'))).toEqual({
      '@x/errors': ['1.0.0', '0.9.0'],
      '@x/flows': ['1.0.0'],
    })
  })
})
