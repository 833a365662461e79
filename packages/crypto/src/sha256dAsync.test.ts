import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sha256d } from './sha256.js'
import { sha256dAsync } from './sha256dAsync.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sha256dAsync', () => {
  it('is sha256d, computed by Web Crypto, for inputs of every length around the block boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        expect(await sha256dAsync(bytes)).toEqual(sha256d(bytes))
      }),
      { numRuns: 200 },
    )
  })

  it('hashes a view of a larger buffer by its own bytes only', async () => {
    const buffer = Uint8Array.from({ length: 100 }, (_, index) => index)
    expect(await sha256dAsync(buffer.subarray(10, 50))).toEqual(sha256d(buffer.slice(10, 50)))
  })

  it('refuses what is not bytes', async () => {
    await expect(sha256dAsync('00' as never)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', field: 'bytes' })
  })

  it('says so when the platform has no Web Crypto (an http page)', async () => {
    vi.stubGlobal('crypto', undefined)
    await expect(sha256dAsync(new Uint8Array())).rejects.toMatchObject({
      code: 'WEB_CRYPTO_UNAVAILABLE',
      docsUrl: expect.stringMatching(/#web_crypto_unavailable$/),
    })
  })
})
