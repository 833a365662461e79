import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { sha256d } from '../hashes/sha256.js'
import { reason } from '../testing/reason.js'
import { encodeBech32 } from './bech32.js'
import { networks } from './networks.js'
import { parseRri } from './parseRri.js'
import { deriveTokenRri, nativeTokenRri, tokenHash, userTokenRri } from './tokenRri.js'

const KEY_ONE = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'

describe('deriveTokenRri / nativeTokenRri', () => {
  it('match the facts vectors', () => {
    expect(deriveTokenRri(KEY_ONE, 'foo', 'mainnet')).toBe('foo_rr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8')
    expect(nativeTokenRri('mainnet')).toBe('xrd_rr1qy5wfsfh')
  })

  it('hash the key and symbol as the facts say', () => {
    const preimage = Uint8Array.from([...hexToBytes(KEY_ONE), ...new TextEncoder().encode('foo')])
    expect(bytesToHex(tokenHash(KEY_ONE, 'foo'))).toBe(bytesToHex(sha256d(preimage).slice(6)))
    expect(deriveTokenRri(KEY_ONE, 'foo', 'localnet')).toBe(
      encodeBech32('foo_dr', Uint8Array.from([3, ...tokenHash(KEY_ONE, 'foo')]), 'bech32'),
    )
  })

  it('use each network suffix', () => {
    expect(nativeTokenRri('stokenet').startsWith('xrd_tr1')).toBe(true)
    expect(nativeTokenRri(99).startsWith('xrd_dr1')).toBe(true)
    expect(deriveTokenRri(KEY_ONE, 'foo', networks.stokenet).startsWith('foo_tr1')).toBe(true)
  })

  it('fit the longest symbol within Bech32’s 90 characters', () => {
    const rri = deriveTokenRri(KEY_ONE, 'a'.repeat(35), 'mainnet')
    expect(rri.length).toBe(89)
    expect(parseRri(rri).symbol).toBe('a'.repeat(35))
  })

  it('refuse a bad symbol or key', () => {
    expect(reason(() => deriveTokenRri(KEY_ONE, 'Foo', 'mainnet'))).toBe(
      'is "Foo"; a symbol is 1 to 35 characters a-z and 0-9',
    )
    expect(reason(() => deriveTokenRri('02', 'foo', 'mainnet'))).toBe('is 1 bytes, not 33 (the compressed form)')
  })
})

describe('userTokenRri', () => {
  it('writes the rri that parseRri reads back, and the one derived from the key', () => {
    const rri = deriveTokenRri(KEY_ONE, 'foo', 'localnet')
    const { symbol, hash } = parseRri(rri, 'localnet')
    expect(userTokenRri(symbol, hash!, 'localnet')).toBe(rri)
    expect(userTokenRri('foo', tokenHash(KEY_ONE, 'foo'), 'mainnet')).toBe(
      'foo_rr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8',
    )
  })

  it('refuses a bad symbol, hash or network', () => {
    const hash = tokenHash(KEY_ONE, 'foo')
    expect(reason(() => userTokenRri('Foo', hash, 'mainnet'))).toBe(
      'is "Foo"; a symbol is 1 to 35 characters a-z and 0-9',
    )
    expect(reason(() => userTokenRri('foo', hash.subarray(1), 'mainnet'))).toBe('must be 26 bytes, got 25')
    expect(reason(() => userTokenRri('foo', hash, 'devnet' as never))).toBe(
      'is "devnet", not one of the known networks mainnet (1), stokenet (2), localnet (99)',
    )
  })
})
