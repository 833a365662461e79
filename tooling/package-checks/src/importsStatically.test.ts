import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importsStatically } from './importsStatically.js'

const dir = mkdtempSync(join(tmpdir(), 'imports-statically-'))
mkdirSync(join(dir, 'dist', 'cjs'), { recursive: true })
writeFileSync(join(dir, 'dist', 'vitest.js'), 'import { beforeAll } from \'vitest\'\nconst m = await import("ws/x")\n')
writeFileSync(
  join(dir, 'dist', 'load.js'),
  "try { createRequire(import.meta.url)('secp256k1/bindings') } catch {}\nexport * from './vitest.js'\n",
)
writeFileSync(join(dir, 'dist', 'cjs', 'index.js'), "module.exports = require('cjs-only')\n")
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('importsStatically', () => {
  it('sees import … from and import(), subpaths included; not createRequire, not the CommonJS faces', () => {
    expect(importsStatically(dir, 'vitest')).toBe(true)
    expect(importsStatically(dir, 'ws')).toBe(true)
    expect(importsStatically(dir, 'secp256k1')).toBe(false)
    expect(importsStatically(dir, 'cjs-only')).toBe(false)
    expect(importsStatically(dir, 'vites')).toBe(false)
  })
})
