import { readFileSync } from 'node:fs'
import { hexToBytes } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { decodeSignedTransaction, type SignedTransaction } from './signedTransaction/decodeSignedTransaction.js'
import { encodeSignedTransaction } from './signedTransaction/encodeSignedTransaction.js'
import { checkSingleByteChange } from './testing/checkSingleByteChange.js'
import { unsignedTransactionToJson } from './unsignedTransaction/unsignedTransactionJson.js'
import { decodeNotarizedTransaction } from './v0Notarized/decodeNotarizedTransaction.js'
import { encodeNotarizedTransaction } from './v0Notarized/encodeNotarizedTransaction.js'
import { notarizedTransactionToJson } from './v0Notarized/notarizedTransactionJson.js'

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../specs/vectors/${name}`, import.meta.url), 'utf8')) as {
    valid: { name: string; signed?: string; notarized?: string }[]
  }
const signedVectors = read('transaction.json').valid.map(
  (vector) => [vector.name, hexToBytes(vector.signed as string)] as const,
)
const notarizedVectors = read('notarized.json').valid.map(
  (vector) => [vector.name, hexToBytes(vector.notarized as string)] as const,
)

const signed = {
  decode: decodeSignedTransaction,
  encode: (value: SignedTransaction) => encodeSignedTransaction(value.unsigned, value.signature),
  toJson: (value: SignedTransaction) => ({
    transaction: unsignedTransactionToJson(value.transaction),
    signature: { r: value.signature.r, s: value.signature.s, recovery: value.signature.recovery },
  }),
}
const notarized = {
  decode: decodeNotarizedTransaction,
  encode: encodeNotarizedTransaction,
  toJson: notarizedTransactionToJson,
}

// Every offset of the first signed vector (a transfer) gets all 255 other values, except inside
// its three public keys: a changed key byte costs a square root on the curve to check, and
// 25 000 of them would double the suite's time. Those bytes get the changes below and random
// values in properties.test.ts.
const keyRanges = [
  [29, 62], // fee payer
  [98, 131], // from
  [131, 164], // to
] as const
const inKey = (position: number) => keyRanges.some(([start, end]) => position >= start && position < end)

describe('every single-byte change of the first signed vector', () => {
  it('is refused or decodes to a different transaction (all 255 other values at every offset outside the keys)', {
    timeout: 60_000,
  }, () => {
    const [, bytes] = signedVectors[0] as (typeof signedVectors)[number]
    const original = signed.decode(bytes)
    const outcomes = { refused: 0, different: 0 }
    let positions = 0
    for (let position = 0; position < bytes.length; position++) {
      if (inKey(position)) continue
      positions++
      for (let value = 0; value < 256; value++) {
        if (value === bytes[position]) continue
        outcomes[checkSingleByteChange(bytes, position, value, signed.decode, signed.encode, signed.toJson, original)]++
      }
    }
    expect(positions).toBe(bytes.length - 99)
    expect(outcomes.refused + outcomes.different).toBe(positions * 255)
    expect(outcomes.different).toBeGreaterThan(0)
  })
})

// Three changes per byte of every vector: the lowest bit, the highest bit, all bits. (All eight
// single-bit flips of every vector took eight seconds for little more assurance.)
const changes = [0x01, 0x80, 0xff]

/** Applies the three changes at every offset of `bytes`, with the codec of its format. */
function changeEveryOffset<T>(
  bytes: Uint8Array,
  codec: {
    decode: (bytes: Uint8Array) => T
    encode: (value: T) => Uint8Array
    toJson: (value: T) => unknown
  },
) {
  const original = codec.decode(bytes)
  for (let position = 0; position < bytes.length; position++)
    for (const mask of changes)
      checkSingleByteChange(
        bytes,
        position,
        (bytes[position] as number) ^ mask,
        codec.decode,
        codec.encode,
        codec.toJson,
        original,
      )
}

describe('changes at every offset of every vector', () => {
  // Generous limits: a loaded CI machine runs these many times slower than a quiet one.
  it.each(signedVectors)('signed: %s', { timeout: 30_000 }, (_name, bytes) => changeEveryOffset(bytes, signed))
  it.each(notarizedVectors)('notarized: %s', { timeout: 30_000 }, (_name, bytes) => changeEveryOffset(bytes, notarized))
})
