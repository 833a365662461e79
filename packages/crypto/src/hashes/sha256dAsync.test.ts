import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sha256d } from './sha256.js'
import { sha256dAsync as webCrypto } from './sha256dAsync.js'
import { sha256dAsync as openssl } from './sha256dAsync.node.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe.each([
  ['Web Crypto (portable)', webCrypto],
  ['OpenSSL (Node)', openssl],
])('sha256dAsync through %s', (_, sha256dAsync) => {
  it('is sha256d for inputs of every length around the block boundaries', async () => {
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
})

it('sha256dAsync says so when the platform has no Web Crypto (an http page)', async () => {
  vi.stubGlobal('crypto', undefined)
  await expect(webCrypto(new Uint8Array())).rejects.toMatchObject({
    code: 'WEB_CRYPTO_UNAVAILABLE',
    docsUrl: expect.stringMatching(/#web_crypto_unavailable$/),
  })
})
