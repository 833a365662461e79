import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSignedTransaction } from './signedTransaction/decodeSignedTransaction.js'
import { encodeSignedTransaction } from './signedTransaction/encodeSignedTransaction.js'
import {
  notarizedTransactionArbitrary,
  signatureArbitrary,
  unsignedTransactionArbitrary,
} from './testing/arbitraries.js'
import { checkSingleByteChange, equalBytes } from './testing/checkSingleByteChange.js'
import { decodeUnsignedTransaction } from './unsignedTransaction/decodeUnsignedTransaction.js'
import { encodeUnsignedTransaction } from './unsignedTransaction/encodeUnsignedTransaction.js'
import { unsignedTransactionToJson } from './unsignedTransaction/unsignedTransactionJson.js'
import { decodeNotarizedTransaction } from './v0Notarized/decodeNotarizedTransaction.js'
import { encodeNotarizedTransaction } from './v0Notarized/encodeNotarizedTransaction.js'
import { notarizedTransactionToJson } from './v0Notarized/notarizedTransactionJson.js'

describe('unsigned and signed transactions (section A)', () => {
  it('decode(encode(x)) = x', () => {
    fc.assert(
      fc.property(unsignedTransactionArbitrary, (transaction) => {
        const bytes = encodeUnsignedTransaction(transaction)
        expect(decodeUnsignedTransaction(bytes)).toEqual(transaction)
      }),
      { numRuns: 300 },
    )
  })

  it('decode(encode(signed)) = signed', () => {
    fc.assert(
      fc.property(unsignedTransactionArbitrary, signatureArbitrary, (transaction, signature) => {
        const unsigned = encodeUnsignedTransaction(transaction)
        const decoded = decodeSignedTransaction(encodeSignedTransaction(unsigned, signature))
        expect(decoded.transaction).toEqual(transaction)
        expect(equalBytes(decoded.unsigned, unsigned)).toBe(true)
        expect(decoded.signature).toEqual(signature)
      }),
      { numRuns: 100 },
    )
  })

  it('every single-byte change of a signed transaction is refused or decodes to a different one', {
    timeout: 30_000,
  }, () => {
    const outcomes = { refused: 0, different: 0 }
    fc.assert(
      fc.property(
        unsignedTransactionArbitrary,
        signatureArbitrary,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (transaction, signature, at, delta) => {
          const signed = encodeSignedTransaction(encodeUnsignedTransaction(transaction), signature)
          const position = at % signed.length
          const original = decodeSignedTransaction(signed)
          const outcome = checkSingleByteChange(
            signed,
            position,
            ((signed[position] as number) + delta) & 0xff,
            decodeSignedTransaction,
            (value) => encodeSignedTransaction(value.unsigned, value.signature),
            (value) => ({
              transaction: unsignedTransactionToJson(value.transaction),
              signature: { r: value.signature.r, s: value.signature.s, recovery: value.signature.recovery },
            }),
            original,
          )
          outcomes[outcome]++
        },
      ),
      { numRuns: 1500 },
    )
    // Both outcomes happen: the property is not vacuously true.
    expect(outcomes.refused).toBeGreaterThan(100)
    expect(outcomes.different).toBeGreaterThan(100)
  })
})

describe('v0 notarized transactions (section B)', () => {
  it('decode(encode(x)) = x', () => {
    fc.assert(
      fc.property(notarizedTransactionArbitrary, (notarized) => {
        const bytes = encodeNotarizedTransaction(notarized)
        expect(notarizedTransactionToJson(decodeNotarizedTransaction(bytes))).toEqual(
          notarizedTransactionToJson(notarized),
        )
      }),
      { numRuns: 300 },
    )
  })

  it('every single-byte change is refused or decodes to a different notarized transaction', { timeout: 30_000 }, () => {
    const outcomes = { refused: 0, different: 0 }
    fc.assert(
      fc.property(notarizedTransactionArbitrary, fc.nat(), fc.integer({ min: 1, max: 255 }), (notarized, at, delta) => {
        const bytes = encodeNotarizedTransaction(notarized)
        const position = at % bytes.length
        outcomes[
          checkSingleByteChange(
            bytes,
            position,
            ((bytes[position] as number) + delta) & 0xff,
            decodeNotarizedTransaction,
            encodeNotarizedTransaction,
            notarizedTransactionToJson,
            decodeNotarizedTransaction(bytes),
          )
        ]++
      }),
      { numRuns: 1500 },
    )
    expect(outcomes.refused).toBeGreaterThan(100)
    expect(outcomes.different).toBeGreaterThan(100)
  })
})
