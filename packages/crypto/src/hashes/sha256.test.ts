import { InvalidArgumentError } from '@ledgernet/errors'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes/hex.js'
import * as portable from './sha256.js'
import * as openssl from './sha256.node.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

// The two faces of `#sha256`: @noble/hashes (every runtime) and OpenSSL (Node).
describe.each([
  ['@noble/hashes (sha256.ts)', portable],
  ['OpenSSL (sha256.node.ts)', openssl],
])('sha256 / sha256d through %s', (_, { sha256, sha256d }) => {
  it('matches the FIPS 180-2 vectors', () => {
    expect(bytesToHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(bytesToHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(bytesToHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    expect(bytesToHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    )
  })

  it('hashes a view of a larger buffer by its own bytes only', () => {
    const buffer = Uint8Array.from({ length: 100 }, (_, index) => index)
    expect(sha256(buffer.subarray(10, 70))).toEqual(sha256(buffer.slice(10, 70)))
  })

  it('sha256d hashes twice', () => {
    expect(sha256d(utf8('abc'))).toEqual(sha256(sha256(utf8('abc'))))
    expect(bytesToHex(sha256d(utf8('hello')))).toBe('9595c9df90075148eb06860365df33584b75bff782a510c6cd4883a419833d50')
  })

  it('refuses what is not bytes', () => {
    expect(() => sha256('abc' as never)).toThrow(InvalidArgumentError)
    expect(() => sha256d([1, 2] as never)).toThrow('Invalid bytes: must be a Uint8Array.')
  })
})

describe('#sha256: @noble/hashes and OpenSSL', () => {
  it('give the same bytes for any input, a view into a larger buffer included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.nat(20), (bytes, skip) => {
        const view = bytes.subarray(Math.min(skip, bytes.length))
        expect(openssl.sha256(view)).toEqual(portable.sha256(view))
        expect(openssl.sha256d(view)).toEqual(portable.sha256d(view))
      }),
      { numRuns: 300 },
    )
  })

  it('answer plain Uint8Arrays, not Buffers: slice copies', () => {
    const hash = openssl.sha256(utf8('abc'))
    expect(Object.getPrototypeOf(hash)).toBe(Uint8Array.prototype)
    const copy = hash.slice(0, 4)
    copy[0] = copy[0]! ^ 0xff
    expect(hash[0]).not.toBe(copy[0])
  })
})
