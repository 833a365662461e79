import { describe, expect, it } from 'vitest'
import { refusal } from '../testing/reason.js'
import { COIN_TYPE, hdPath, parseHdPath } from './hdPath.js'

describe('hdPath', () => {
  it('writes the BIP-44 path of an index: account 0, change 0', () => {
    expect(COIN_TYPE).toBe(1022)
    expect(hdPath()).toBe("m/44'/1022'/0'/0/0")
    expect(hdPath(0)).toBe("m/44'/1022'/0'/0/0")
    expect(hdPath(2 ** 31 - 1)).toBe("m/44'/1022'/0'/0/2147483647")
  })

  it('writes any account, change and index, each hardened or not', () => {
    expect(hdPath({ account: 1, change: 1, index: 7 })).toBe("m/44'/1022'/1'/1/7")
    expect(hdPath({ index: 5, hardened: { index: true } })).toBe("m/44'/1022'/0'/0/5'")
    expect(hdPath({ account: 2, hardened: { account: false } })).toBe("m/44'/1022'/2/0/0")
    expect(hdPath({ hardened: { account: true, change: true, index: true } })).toBe("m/44'/1022'/0'/0'/0'")
  })

  it('refuses a level outside 0..2^31 − 1, naming it', () => {
    expect(() => hdPath(-1)).toThrow('Invalid index: must be an integer from 0 to 2^31 − 1.')
    expect(refusal(() => hdPath(1.5))).toEqual({ field: 'index', problem: 'must be an integer from 0 to 2^31 − 1' })
    expect(refusal(() => hdPath(2 ** 31)).field).toBe('index')
    expect(refusal(() => hdPath({ account: -1 })).field).toBe('account')
    expect(refusal(() => hdPath({ change: '1' as never })).field).toBe('change')
    expect(refusal(() => hdPath({ hardened: { index: 'yes' as never } }))).toEqual({
      field: 'hardened.index',
      problem: 'must be true or false',
    })
    expect(refusal(() => hdPath({ hardened: 1 as never })).field).toBe('hardened')
    expect(refusal(() => hdPath(null as never)).field).toBe('path')
  })
})

describe('parseHdPath', () => {
  it('reads every level and its hardening, and hdPath writes it back', () => {
    for (const path of [
      "m/44'/1022'/0'/0/0",
      "m/44'/1022'/3'/1/2147483647",
      "m/44'/1022'/0'/0/5'",
      "m/44'/1022'/0/1'/2",
    ]) {
      expect(hdPath(parseHdPath(path))).toBe(path)
    }
    expect(parseHdPath("m/44'/1022'/0'/0/5")).toEqual({
      account: 0,
      change: 0,
      index: 5,
      hardened: { account: true, change: false, index: false },
    })
  })

  it("reads h and H as ' (both notations are BIP-32's)", () => {
    expect(hdPath(parseHdPath('m/44h/1022H/1h/0/4h'))).toBe("m/44'/1022'/1'/0/4'")
  })

  it.each([
    [42, "must be a string such as \"m/44'/1022'/0'/0/0\""],
    ["44'/1022'/0'/0/0", "must start with \"m/\" (the master key), as in m/44'/1022'/account'/change/index"],
    [
      "m/44'/1022'/0'",
      "has 3 levels after \"m\"; a key of this network is m/44'/1022'/account'/change/index (5 levels)",
    ],
    [
      "m/44'/1022'/0'/0/0/1",
      "has 6 levels after \"m\"; a key of this network is m/44'/1022'/account'/change/index (5 levels)",
    ],
    [
      "m/44'/1022'/x/0/0",
      'has "x" as its account level; a level is a number from 0 to 2^31 − 1, followed by \' when hardened',
    ],
    [
      "m/44'/1022'/0'/01/0",
      'has "01" as its change level; a level is a number from 0 to 2^31 − 1, followed by \' when hardened',
    ],
    [
      "m/44'/1022'/0'/0/2147483648",
      'has "2147483648" as its index level; a level is a number from 0 to 2^31 − 1, followed by \' when hardened',
    ],
    [
      "m/44'/1022'/0'/0/-1",
      'has "-1" as its index level; a level is a number from 0 to 2^31 − 1, followed by \' when hardened',
    ],
    ["m/49'/1022'/0'/0/0", "has the purpose 49'; keys of this network are under m/44'/1022' (BIP-44)"],
    ["m/44/1022'/0'/0/0", "has the purpose 44; keys of this network are under m/44'/1022' (BIP-44)"],
    [
      "m/44'/60'/0'/0/0",
      "has the coin type 60'; keys of this network are under m/44'/1022' (a key derived elsewhere is not one its wallets find)",
    ],
    [
      "m/44'/1022/0'/0/0",
      "has the coin type 1022; keys of this network are under m/44'/1022' (a key derived elsewhere is not one its wallets find)",
    ],
  ])('refuses %j: %s', (path, reason) => {
    expect(refusal(() => parseHdPath(path as string, 'options.path'))).toEqual({
      field: 'options.path',
      problem: reason,
    })
  })
})
