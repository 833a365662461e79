import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** What a browser app pays for `entry`: esbuild --bundle --minify --format=esm --platform=browser, then gzip -9. */
async function gzippedBundle(entry: string): Promise<{ gzipped: number; code: string }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  })
  const bytes = result.outputFiles[0]!.contents
  return { gzipped: gzipSync(bytes, { level: 9 }).length, code: new TextDecoder().decode(bytes) }
}

describe('bundle size (min + gzip)', () => {
  it('sign + address (PrivateKey, encodeAccountAddress) stays within the 8,000 B budget of issue 8', async () => {
    const { gzipped, code } = await gzippedBundle(`export { PrivateKey, encodeAccountAddress } from './src/index.ts'`)
    expect(gzipped).toBeLessThanOrEqual(8_000)
    // The synchronous signing path hashes with this package's SHA-256, not @noble/hashes' framework.
    expect(code).not.toMatch(/hash was destroyed/)
  }, 30_000)

  it('an address alone carries no signing code', async () => {
    const { gzipped, code } = await gzippedBundle(`export { decodeAccountAddress, encodeAccountAddress } from './src/index.ts'`)
    expect(code).not.toMatch(/drbg/)
    expect(gzipped).toBeLessThanOrEqual(6_500)
  }, 30_000)
})
