import { describe, expect, it } from 'vitest'
import { bundleSize } from './bundleSize.js'

const packageDir = new URL('..', import.meta.url)

describe('bundleSize', () => {
  it('measures the minified, gzipped bundle and attributes its bytes to packages', async () => {
    const own = await bundleSize(packageDir, 'export const doubled = (numbers: number[]) => numbers.map((n) => n * 2)')
    expect(own.code).toContain('export')
    expect(own.gzipped).toBeGreaterThan(0)
    expect(own.gzipped).toBeLessThan(own.minified + 30)
    expect(own.minified).toBe(new TextEncoder().encode(own.code).length)
    expect(Object.keys(own.byPackage)).toEqual(['@ledgernet/test-support'])
  }, 30_000)

  it('leaves external packages out and names the ones bundled', async () => {
    const entry = `import { build } from 'esbuild'\nexport const go = build`
    const left = await bundleSize(packageDir, entry, { external: ['esbuild'] })
    expect(left.code).toMatch(/from\s*"esbuild"/)
    expect(Object.keys(left.byPackage)).not.toContain('esbuild')
  }, 30_000)
})
