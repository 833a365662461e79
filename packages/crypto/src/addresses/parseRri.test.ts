import { describe, expect, it } from 'vitest'
import { reason } from '../testing/reason.js'
import { encodeBech32 } from './bech32.js'
import { networks } from './networks.js'
import { parseRri } from './parseRri.js'
import { nativeTokenRri, tokenHash } from './tokenRri.js'

const KEY_ONE = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'

describe('parseRri', () => {
  it('reads native and user tokens', () => {
    expect(parseRri('xrd_rr1qy5wfsfh')).toEqual({ symbol: 'xrd', network: networks.mainnet, kind: 'native' })
    expect(parseRri('foo_rr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8', 'mainnet')).toEqual({
      symbol: 'foo',
      network: networks.mainnet,
      kind: 'user',
      hash: tokenHash(KEY_ONE, 'foo'),
    })
    expect(parseRri(nativeTokenRri('localnet').toUpperCase()).network).toBe(networks.localnet)
  })

  it("reads a payload-0x01 rri with another symbol as a system token, as the network's libraries do", () => {
    const system = encodeBech32('foo_rr', Uint8Array.of(1), 'bech32')
    expect(parseRri(system)).toEqual({ symbol: 'foo', network: networks.mainnet, kind: 'system' })
    expect(parseRri(encodeBech32('emunie_dr', Uint8Array.of(1), 'bech32'), 'localnet')).toEqual({
      symbol: 'emunie',
      network: networks.localnet,
      kind: 'system',
    })
    // A user token may be called xrd: its payload, not its symbol, says what it is.
    expect(parseRri(encodeBech32('xrd_rr', Uint8Array.from([3, ...tokenHash(KEY_ONE, 'xrd')]), 'bech32')).kind).toBe(
      'user',
    )
  })

  it('says what is wrong', () => {
    const hash = tokenHash(KEY_ONE, 'foo')
    expect(reason(() => parseRri('xrd_rr1qy5wfsfh', 'localnet'))).toBe(
      'is a mainnet token identifier ("xrd_rr"); expected localnet ("{symbol}_dr")',
    )
    expect(reason(() => parseRri('xrd_rr1qy5wfsfj'))).toBe('has a bad checksum')
    expect(reason(() => parseRri(encodeBech32('foo_rr', Uint8Array.from([3, ...hash.subarray(1)]), 'bech32')))).toBe(
      'holds neither 0x01 (the native or a system token) nor 0x03 ‖ 26 bytes (a user token)',
    )
    expect(reason(() => parseRri(encodeBech32('xrd_rr', Uint8Array.of(1, 0), 'bech32')))).toBe(
      'holds neither 0x01 (the native or a system token) nor 0x03 ‖ 26 bytes (a user token)',
    )
    expect(reason(() => parseRri(encodeBech32('foo_rr', Uint8Array.from([4, ...hash]), 'bech32')))).toBe(
      'holds neither 0x01 (the native or a system token) nor 0x03 ‖ 26 bytes (a user token)',
    )
    expect(reason(() => parseRri(encodeBech32('foo_rr', new Uint8Array(0), 'bech32')))).toBe(
      'holds neither 0x01 (the native or a system token) nor 0x03 ‖ 26 bytes (a user token)',
    )
    expect(reason(() => parseRri(encodeBech32('fo-o_rr', Uint8Array.from([3, ...hash]), 'bech32')))).toBe(
      'has the symbol "fo-o"; a symbol is 1 to 35 characters a-z and 0-9',
    )
    expect(reason(() => parseRri(encodeBech32('rdx', Uint8Array.from([3, ...hash]), 'bech32')))).toBe(
      'is a mainnet account address ("rdx"); expected mainnet ("{symbol}_rr"), stokenet ("{symbol}_tr"), localnet ("{symbol}_dr")',
    )
    expect(reason(() => parseRri(encodeBech32('foo_rr', Uint8Array.from([3, ...hash]), 'bech32m')))).toBe(
      'is a mainnet token identifier ("foo_rr") with a bech32m checksum; expected bech32',
    )
  })
})
