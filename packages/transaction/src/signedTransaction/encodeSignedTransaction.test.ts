import { bytesToHex, CURVE_ORDER, hexToBytes, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { DecodeError } from '../DecodeError.js'
import { alice, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { payloadToSign } from '../unsignedTransaction/payloadToSign.js'
import { encodeSignedTransaction } from './encodeSignedTransaction.js'

const unsigned = encodeUnsignedTransaction(sampleTransfer())
const payload = hexToBytes(payloadToSign(unsigned))
const signature = alice.privateKey.sign(payload)

describe('encodeSignedTransaction', () => {
  it('appends 0x0b ‖ recovery id ‖ r ‖ s', () => {
    const signed = encodeSignedTransaction(unsigned, signature)
    expect(bytesToHex(signed)).toBe(
      `${bytesToHex(unsigned)}0b0${signature.recovery}${signature.r.toString(16).padStart(64, '0')}${signature.s.toString(16).padStart(64, '0')}`,
    )
    expect(signed.length).toBe(unsigned.length + 66)
  })

  it('writes the high-S twin of a signature as the low-S one, so the signed form is unique', () => {
    const twin = new Signature(
      signature.r,
      CURVE_ORDER - signature.s,
      ((signature.recovery as number) ^ 1) as 0 | 1 | 2 | 3,
    )
    expect(bytesToHex(encodeSignedTransaction(unsigned, twin))).toBe(
      bytesToHex(encodeSignedTransaction(unsigned, signature)),
    )
  })

  it('takes a DER signature once its recovery id is worked out, as finalize does', () => {
    const fromDer = Signature.fromDER(signature.toDERHex(), { payload, publicKey: alice.publicKey })
    expect(bytesToHex(encodeSignedTransaction(bytesToHex(unsigned), fromDer))).toBe(
      bytesToHex(encodeSignedTransaction(unsigned, signature)),
    )
    expect(() => encodeSignedTransaction(unsigned, Signature.fromDER(signature.toDERHex()))).toThrow(
      InvalidArgumentError,
    )
  })

  it('refuses to sign-wrap bytes that are not an unsigned transaction', () => {
    expect(() => encodeSignedTransaction(Uint8Array.from([...unsigned, 0]), signature)).toThrow(DecodeError)
    expect(() => encodeSignedTransaction(unsigned, { r: 1n, s: 1n } as Signature)).toThrow(InvalidArgumentError)
  })
})
