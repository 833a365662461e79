import { describe, expect, it } from 'vitest'
import { bytesToHex } from './hex.js'
import { sha256, sha256d } from './sha256.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('sha256 / sha256d', () => {
  it('matches the FIPS 180-2 vectors', () => {
    expect(bytesToHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(bytesToHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('sha256d hashes twice', () => {
    expect(sha256d(utf8('abc'))).toEqual(sha256(sha256(utf8('abc'))))
    expect(bytesToHex(sha256d(utf8('hello')))).toBe('9595c9df90075148eb06860365df33584b75bff782a510c6cd4883a419833d50')
  })
})
