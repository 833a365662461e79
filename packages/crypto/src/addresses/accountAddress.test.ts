import { InvalidArgumentError } from '@ledgernet/errors'
import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../bytes/hex.js'
import { PrivateKey } from '../keys/PrivateKey.js'
import { reason } from '../testing/reason.js'
import { decodeAccountAddress, encodeAccountAddress, isAccountAddress } from './accountAddress.js'
import { encodeBech32 } from './bech32.js'
import { networks } from './networks.js'

const FACTS_KEY = '03f43fba6541031ef2195f5ba96677354d28147e45b40cde4662bec9162c361f55'
const FACTS_ADDRESS = 'rdx1qsplg0a6v4qsx8hjr904h2txwu6562q50ezmgrx7ge3tajgk9smp74gh88as2'

const payload = (type: number, key = FACTS_KEY) => Uint8Array.from([type, ...hexToBytes(key)])

describe('account addresses', () => {
  it('match the facts vector', () => {
    expect(encodeAccountAddress(FACTS_KEY, 'mainnet')).toBe(FACTS_ADDRESS)
    const decoded = decodeAccountAddress(FACTS_ADDRESS)
    expect(decoded.publicKey.hex).toBe(FACTS_KEY)
    expect(decoded.network).toBe(networks.mainnet)
  })

  it('round-trip on every network, and upper case is accepted', () => {
    const key = PrivateKey.generate().publicKey
    for (const network of Object.values(networks)) {
      const address = encodeAccountAddress(key, network)
      expect(address.startsWith(`${network.accountHrp}1`)).toBe(true)
      expect(decodeAccountAddress(address, network.name).publicKey.equals(key)).toBe(true)
      expect(decodeAccountAddress(address.toUpperCase(), network.id).network).toBe(network)
    }
  })

  it('says the checksum is bad when one character changes', () => {
    const typo = `${FACTS_ADDRESS.slice(0, 20)}${FACTS_ADDRESS[20] === 'q' ? 'p' : 'q'}${FACTS_ADDRESS.slice(21)}`
    expect(reason(() => decodeAccountAddress(typo))).toBe('has a bad checksum')
  })

  it('names both prefixes for the wrong network', () => {
    expect(reason(() => decodeAccountAddress(FACTS_ADDRESS, 'localnet'))).toBe(
      'is a mainnet account address ("rdx"); expected localnet ("ddx")',
    )
  })

  it('recognises other kinds of addresses', () => {
    const validator = encodeBech32('tv', hexToBytes(FACTS_KEY), 'bech32')
    expect(reason(() => decodeAccountAddress(validator))).toBe(
      'is a stokenet validator address ("tv"); expected mainnet ("rdx"), stokenet ("tdx"), localnet ("ddx")',
    )
    expect(reason(() => decodeAccountAddress('xrd_rr1qy5wfsfh', 'mainnet'))).toBe(
      'is a mainnet token identifier ("xrd_rr"); expected mainnet ("rdx")',
    )
    expect(reason(() => decodeAccountAddress(bech32.encode('abc', bech32.toWords(payload(4)))))).toBe(
      'has the unknown prefix "abc"; expected mainnet ("rdx"), stokenet ("tdx"), localnet ("ddx")',
    )
  })

  it('refuses a wrong type byte and a wrong length', () => {
    expect(reason(() => decodeAccountAddress(encodeBech32('rdx', payload(3), 'bech32')))).toBe(
      'does not start with the type byte 0x04',
    )
    expect(reason(() => decodeAccountAddress(encodeBech32('rdx', payload(4).subarray(0, 30), 'bech32')))).toBe(
      'holds a public key that is 29 bytes, not 33 (the compressed form)',
    )
    expect(reason(() => decodeAccountAddress(encodeBech32('rdx', new Uint8Array(0), 'bech32')))).toBe(
      'does not start with the type byte 0x04',
    )
  })

  it('refuses a payload that is not a public key', () => {
    const offCurve = `02${'0'.repeat(63)}5`
    expect(reason(() => decodeAccountAddress(encodeBech32('rdx', payload(4, offCurve), 'bech32')))).toBe(
      'holds a public key that is not a point on the secp256k1 curve',
    )
  })

  it('refuses Bech32m, mixed case, separators, foreign characters, length and padding', () => {
    expect(reason(() => decodeAccountAddress(encodeBech32('rdx', payload(4), 'bech32m')))).toBe(
      'is a mainnet account address ("rdx") with a bech32m checksum; expected bech32',
    )
    expect(reason(() => decodeAccountAddress(`RDX${FACTS_ADDRESS.slice(3)}`))).toBe('mixes upper and lower case')
    expect(reason(() => decodeAccountAddress('rdxqqqqqqqqq'))).toBe('has no "1" after a prefix')
    expect(reason(() => decodeAccountAddress(`${FACTS_ADDRESS.slice(0, 10)}b${FACTS_ADDRESS.slice(11)}`))).toBe(
      'has "b" at position 11, not a Bech32 character',
    )
    expect(reason(() => decodeAccountAddress(`rdx1${'q'.repeat(90)}`))).toBe('is longer than 90 characters')
    expect(reason(() => decodeAccountAddress(` ${FACTS_ADDRESS}`))).toBe(
      'has a space or a character that is not printable ASCII',
    )
    expect(reason(() => decodeAccountAddress(''))).toBe('is empty')
    expect(reason(() => decodeAccountAddress(5 as never))).toBe('must be a string')
    // 34 bytes = 272 bits → 55 words with 3 padding bits; set one of them.
    const words = bech32.toWords(payload(4))
    words[words.length - 1] = words[words.length - 1]! | 1
    expect(reason(() => decodeAccountAddress(bech32.encode('rdx', words)))).toBe('has non-zero padding bits')
  })

  it('isAccountAddress answers without throwing, except for a bad network', () => {
    expect(isAccountAddress(FACTS_ADDRESS)).toBe(true)
    expect(isAccountAddress(FACTS_ADDRESS, 'mainnet')).toBe(true)
    expect(isAccountAddress(FACTS_ADDRESS, 'stokenet')).toBe(false)
    expect(isAccountAddress('nonsense')).toBe(false)
    expect(() => isAccountAddress(FACTS_ADDRESS, 'devnet' as never)).toThrow(InvalidArgumentError)
  })

  it('names the caller’s field', () => {
    try {
      decodeAccountAddress('x', undefined, 'fee_payer.address')
    } catch (error) {
      expect((error as InvalidArgumentError).field).toBe('fee_payer.address')
    }
  })
})
