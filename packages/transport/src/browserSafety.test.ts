import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The transport runs in browsers: its sources must not reach for Node modules or Buffer (but for
// the Node entry's files, `*.node.ts`, which the `node` export condition alone loads).
describe('browser safety', () => {
  it('no source file imports node: modules or uses Buffer', () => {
    const dir = new URL('.', import.meta.url)
    const sources = readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.bench.ts') && !f.endsWith('.node.ts'),
    )
    expect(sources.length).toBeGreaterThan(10)
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8')
      expect(text, file).not.toMatch(/from ['"]node:|require\(|\bBuffer\b|\bprocess\./)
    }
  })
})
