import { InvalidArgumentError } from '@ledgernet/errors'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from '../bytes/hex.js'
import { CURVE_ORDER } from './secp256k1.js'
import { decodeSignatureDer, encodeSignatureDer } from './signatureDer.js'

const scalar = fc.bigInt({ min: 1n, max: CURVE_ORDER - 1n })

function reasonOf(hex: string): string {
  try {
    decodeSignatureDer(hexToBytes(hex))
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).field).toBe('signature')
    return (error as InvalidArgumentError).problem.replace('is not a strict DER signature: ', '')
  }
  throw new Error(`expected ${hex} to be refused`)
}

const N_HEX = CURVE_ORDER.toString(16)

describe('encodeSignatureDer', () => {
  it('writes minimal integers, padding a set top bit with one zero', () => {
    expect(bytesToHex(encodeSignatureDer(1n, 2n))).toBe('3006020101020102')
    expect(bytesToHex(encodeSignatureDer(0x80n, 0x7fn))).toBe('30070202008002017f')
    expect(encodeSignatureDer(CURVE_ORDER - 1n, CURVE_ORDER - 1n).length).toBe(72)
  })

  it('agrees with @noble/curves DER for any r, s', () => {
    fc.assert(
      fc.property(scalar, scalar, (r, s) => {
        const theirs = new secp256k1.Signature(r, s).toBytes('der')
        expect(bytesToHex(encodeSignatureDer(r, s))).toBe(bytesToHex(theirs))
      }),
      { numRuns: 300 },
    )
  })
})

describe('decodeSignatureDer', () => {
  it('round-trips every r, s', () => {
    fc.assert(
      fc.property(scalar, scalar, (r, s) => {
        expect(decodeSignatureDer(encodeSignatureDer(r, s))).toEqual({ r, s })
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    ['3106020101020102', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* not a SEQUENCE */,
    [
      '308106020101020102',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* long-form SEQUENCE length */,
    [
      '3007020101020102',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* SEQUENCE longer than the bytes */,
    [
      '300602010102010200',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* a byte after the SEQUENCE */,
    [
      '3006030101020102',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* r not an INTEGER */,
    [
      '300702810101020102',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* long-form length of r */,
    ['3006020181020102', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* r negative */,
    ['300702020001020102', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* r zero-padded */,
    ['3006020100020102', 'r is not in 1..n-1'],
    ['3006020101020100', 's is not in 1..n-1'],
    ['3006020101020182', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* s negative */,
    ['300702010102020022', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* s zero-padded */,
    [
      '30080201010201020000',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* bytes after s inside the SEQUENCE */,
    [
      '3006020101020301',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* s longer than the bytes */,
    [
      '3006020101020002',
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    ] /* s empty, a byte after it */,
    ['3006020101', 'is not in canonical form (tags, lengths, zero padding or extra bytes)'] /* too short */,
  ])('refuses %s: %s', (hex, reason) => {
    expect(reasonOf(hex)).toBe(reason)
  })

  it('refuses r or s at or above the curve order', () => {
    const n = `022100${N_HEX}`
    expect(reasonOf(`3026${n}020101`)).toBe('r is not in 1..n-1')
    expect(reasonOf(`3026020101${n}`)).toBe('s is not in 1..n-1')
    const nMinus1 = `022100${(CURVE_ORDER - 1n).toString(16)}`
    expect(decodeSignatureDer(hexToBytes(`3026020101${nMinus1}`)).s).toBe(CURVE_ORDER - 1n)
  })

  it('refuses integers longer than 33 bytes and signatures longer than 72 bytes', () => {
    expect(reasonOf(`3027 0222${'01'.repeat(34)} 020101`.replaceAll(' ', ''))).toBe('r is not in 1..n-1')
    const integer = `022100${'ff'.repeat(32)}`
    expect(reasonOf(`3048${integer}${integer}0000`)).toBe(
      'is not in canonical form (tags, lengths, zero padding or extra bytes)',
    )
  })

  it('refuses every single-byte change of a valid signature, or reads different values', () => {
    const r = 0x934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d8n
    const s = 0x2442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5n
    const der = encodeSignatureDer(r, s)
    fc.assert(
      fc.property(fc.nat(der.length - 1), fc.integer({ min: 1, max: 255 }), (index, delta) => {
        const changed = der.slice()
        changed[index] = (changed[index]! + delta) & 0xff
        try {
          const decoded = decodeSignatureDer(changed)
          expect(decoded.r !== r || decoded.s !== s).toBe(true)
          // What is accepted is canonical: encoding it again gives the same bytes.
          expect(bytesToHex(encodeSignatureDer(decoded.r, decoded.s))).toBe(bytesToHex(changed))
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidArgumentError)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('never accepts an encoding other than the canonical one (random bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), (bytes) => {
        try {
          const { r, s } = decodeSignatureDer(bytes)
          expect(bytesToHex(encodeSignatureDer(r, s))).toBe(bytesToHex(bytes))
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidArgumentError)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
