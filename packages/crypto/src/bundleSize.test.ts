import { bundleSize } from '@ledgernet/test-support/bundleSize'
import { describe, expect, it } from 'vitest'

const packageDir = new URL('..', import.meta.url)

describe('bundle size (min + gzip)', () => {
  it('sign + address (PrivateKey, encodeAccountAddress) stays within the 8,000 B budget of issue 8', async () => {
    const { gzipped, code } = await bundleSize(packageDir, `export { PrivateKey, encodeAccountAddress } from './src/index.ts'`)
    expect(gzipped).toBeLessThanOrEqual(8_000)
    // The synchronous signing path hashes with this package's SHA-256, not @noble/hashes' framework.
    expect(code).not.toMatch(/hash was destroyed/)
  }, 30_000)

  it('an address alone carries no signing code', async () => {
    const { gzipped, code } = await bundleSize(packageDir, `export { decodeAccountAddress, encodeAccountAddress } from './src/index.ts'`)
    expect(code).not.toMatch(/drbg/)
    expect(gzipped).toBeLessThanOrEqual(6_500)
  }, 30_000)
})
