import { describe, expect, it } from 'vitest'
import { libsecp256k1 as portable } from './libsecp256k1.js'
import { libsecp256k1 } from './libsecp256k1.node.js'

// The calls themselves are held to noble's answers, byte for byte, by @ledgernet/crypto's
// differential test; here, what the loader promises.
describe('libsecp256k1', () => {
  it('loads once, as WebAssembly, under the node condition; is absent in the portable face', () => {
    const library = libsecp256k1()
    expect(library).toBeDefined()
    expect(libsecp256k1()).toBe(library)
    expect(portable()).toBeUndefined()
  })

  it('answers undefined or false, never throws, for what does not recover or verify', () => {
    const library = libsecp256k1()!
    const key = library.publicKeyOf(new Uint8Array(32).fill(1))
    const payload = new Uint8Array(32).fill(2)
    const { signature, recovery } = library.sign(payload, new Uint8Array(32).fill(1))
    expect(library.recover(signature, recovery as 0 | 1, payload)).toEqual(key)
    expect(library.verify(signature, payload, key)).toBe(true)
    expect(library.recover(new Uint8Array(64), 0, payload)).toBeUndefined()
    expect(library.recover(new Uint8Array(64).fill(0xff), 2, payload)).toBeUndefined()
    expect(library.verify(new Uint8Array(64), payload, key)).toBe(false)
    expect(library.isPoint(new Uint8Array(33))).toBe(false)
    expect(() => library.publicKeyOf(new Uint8Array(32))).toThrow()
  })
})
