import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The package runs in browsers: what it ships (src without tests, benchmarks and test fixtures)
// must not import Node built-ins or use Buffer.
const shipped = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
  (name) =>
    name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.bench.ts') && !name.startsWith('testing/'),
)

describe('browser safety', () => {
  it('finds the shipped sources', () => {
    expect(shipped).toContain('index.ts')
    expect(shipped).toContain('v0Notarized/encodeIntent.ts')
    expect(shipped.length).toBeGreaterThan(30)
  })

  it.each(shipped)('%s uses no node: module and no Buffer', (name) => {
    const source = readFileSync(new URL(name, import.meta.url), 'utf8')
    expect(source).not.toMatch(/from ['"]node:/)
    expect(source).not.toMatch(/import\(['"]node:/)
    expect(source).not.toMatch(/\bBuffer\b/)
    expect(source).not.toMatch(/\bprocess\./)
  })
})
