import { CURVE_ORDER, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice } from '../testing/samples.js'
import { ByteWriter } from './ByteWriter.js'

const hex = (writer: ByteWriter) => Buffer.from(writer.toBytes()).toString('hex')

function invalid(write: (writer: ByteWriter) => void): { field: string; problem: string } {
  try {
    write(new ByteWriter())
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { field: error.field, problem: error.problem }
    throw error
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('ByteWriter', () => {
  it('writes big-endian fixed-width integers', () => {
    const writer = new ByteWriter()
    writer.integer(0x0102, 'a', 2, { min: 0, max: 65_535 })
    writer.integer(0xfffffffe, 'b', 4, { min: 1, max: 4_294_967_295 })
    writer.u64(0x0102030405060708n, 'c')
    writer.u256(1n, 'd', true)
    expect(hex(writer)).toBe(`0102fffffffe0102030405060708${'00'.repeat(31)}01`)
  })

  it('grows past its first buffer', () => {
    const writer = new ByteWriter()
    const big = new Uint8Array(1000).fill(7)
    writer.raw(big)
    writer.raw(big)
    expect(writer.length).toBe(2000)
    expect(writer.toBytes().every((byte) => byte === 7)).toBe(true)
  })

  it('names the field and the problem of a bad value', () => {
    expect(invalid((w) => w.u64(1, 'nonce'))).toEqual({ field: 'nonce', problem: 'must be a bigint' })
    expect(invalid((w) => w.u64(1n << 64n, 'nonce'))).toEqual({ field: 'nonce', problem: 'must be 0 to 2^64 − 1' })
    expect(invalid((w) => w.u256(-1n, 'fee', false))).toEqual({ field: 'fee', problem: 'is negative' })
    expect(invalid((w) => w.u256(1n << 256n, 'fee', false))).toEqual({ field: 'fee', problem: 'is above 2^256 − 1' })
    expect(invalid((w) => w.u256(0n, 'amount', true))).toEqual({
      field: 'amount',
      problem: 'is zero; it must be at least 1',
    })
    expect(invalid((w) => w.integer(1.5, 'tip', 2, { min: 0, max: 9 }))).toEqual({
      field: 'tip',
      problem: 'must be an integer number',
    })
    expect(invalid((w) => w.integer(10, 'tip', 2, { min: 0, max: 9 }))).toEqual({
      field: 'tip',
      problem: 'is 10; it must be 0 to 9',
    })
    expect(invalid((w) => w.bool(1, 'flag'))).toEqual({ field: 'flag', problem: 'must be a boolean' })
    expect(invalid((w) => w.publicKey(alice.publicKey.hex, 'owner')).field).toBe('owner')
    expect(invalid((w) => w.text('a\uD800', 'name', 2, { min: 0, max: 9 }))).toEqual({
      field: 'name',
      problem: 'holds a lone UTF-16 surrogate; it has no UTF-8 form',
    })
    expect(invalid((w) => w.text('abcd', 'name', 2, { min: 0, max: 3 }))).toEqual({
      field: 'name',
      problem: 'has 4 characters; it must have 0 to 3',
    })
    expect(invalid((w) => w.symbol('Gold', 'symbol', { min: 1, max: 35 }))).toEqual({
      field: 'symbol',
      problem: 'must be made of a-z and 0-9',
    })
    expect(invalid((w) => w.symbol('', 'symbol', { min: 1, max: 35 }))).toEqual({
      field: 'symbol',
      problem: 'is 0 bytes; it must be 1 to 35',
    })
  })

  it('writes text as a byte length and UTF-8', () => {
    const writer = new ByteWriter()
    writer.text('金', 'name', 2, { min: 1, max: 1 })
    expect(hex(writer)).toBe('0003e98791')
  })

  it('writes a high-S signature as its low-S twin with the flipped recovery id', () => {
    const payload = new Uint8Array(32).fill(1)
    const low = alice.privateKey.sign(payload)
    const high = new Signature(low.r, CURVE_ORDER - low.s, ((low.recovery as number) ^ 1) as 0 | 1 | 2 | 3)
    const a = new ByteWriter()
    a.recoverableSignature(low, 'signature')
    const b = new ByteWriter()
    b.recoverableSignature(high, 'signature')
    expect(hex(b)).toBe(hex(a))
    expect(hex(a)).toBe(
      `0${low.recovery}${low.r.toString(16).padStart(64, '0')}${low.s.toString(16).padStart(64, '0')}`,
    )
  })

  it('refuses a signature without its recovery id, saying how to get it', () => {
    const signature = Signature.fromDER(alice.privateKey.sign(new Uint8Array(32)).toDER())
    expect(invalid((w) => w.recoverableSignature(signature, 'signature'))).toEqual({
      field: 'signature.recovery',
      problem: 'is unknown; work it out with signature.withRecovery(payload, publicKey)',
    })
  })
})
