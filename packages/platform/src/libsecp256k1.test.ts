import { afterEach, describe, expect, it, vi } from 'vitest'
import { libsecp256k1 as portable, libsecp256k1Build as portableBuild } from './libsecp256k1.js'

// The calls themselves are held to noble's answers, byte for byte, by @ledgernet/crypto's
// differential test (each build); here, what the loader promises.
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('libsecp256k1', () => {
  it('prefers the native build where it loads (installed here), once; is absent in the portable face', async () => {
    const { libsecp256k1, libsecp256k1Build } = await import('./libsecp256k1.node.js')
    const library = libsecp256k1()
    expect(library).toBeDefined()
    expect(libsecp256k1()).toBe(library)
    expect(libsecp256k1Build()).toBe('native')
    expect(portable()).toBeUndefined()
    expect(portableBuild()).toBeUndefined()
  })

  it('takes the build LEDGERNET_LIBSECP256K1 names', async () => {
    vi.stubEnv('LEDGERNET_LIBSECP256K1', 'webassembly')
    const { libsecp256k1, libsecp256k1Build, libsecp256k1Of } = await import('./libsecp256k1.node.js')
    expect(libsecp256k1Build()).toBe('webassembly')
    expect(libsecp256k1()).toBe(libsecp256k1Of('webassembly'))
  })

  it.each(['native', 'webassembly'] as const)(
    '%s: answers undefined, never throws, for what does not recover',
    async (build) => {
      const { libsecp256k1Of } = await import('./libsecp256k1.node.js')
      const library = libsecp256k1Of(build)!
      const key = library.publicKeyOf(new Uint8Array(32).fill(1))
      const payload = new Uint8Array(32).fill(2)
      const { signature, recovery } = library.sign(payload, new Uint8Array(32).fill(1))
      expect(library.recover(signature, recovery as 0 | 1, payload)).toEqual(key)
      expect(library.isPoint(key)).toBe(true)
      expect(library.recover(new Uint8Array(64), 0, payload)).toBeUndefined()
      expect(library.recover(new Uint8Array(64).fill(0xff), 2, payload)).toBeUndefined()
      expect(library.isPoint(new Uint8Array(33))).toBe(false)
      expect(() => library.publicKeyOf(new Uint8Array(32))).toThrow()
    },
  )
})
