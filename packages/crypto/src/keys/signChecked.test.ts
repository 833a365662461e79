import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { PrivateKey } from './PrivateKey.js'
import { Signature } from './Signature.js'
import { createSigner, type Signer } from './Signer.js'
import { CURVE_ORDER } from './secp256k1.js'
import { checkSigner, signChecked } from './signChecked.js'

const key = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000007')
const payload = new Uint8Array(32).fill(0x42)

describe('checkSigner', () => {
  it('accepts a Signer and refuses anything else, naming the field', () => {
    expect(() => checkSigner(createSigner(key))).not.toThrow()
    for (const bad of [
      undefined,
      null,
      {},
      { publicKey: key.publicKey },
      { publicKey: key.publicKey.hex, sign: async () => undefined },
    ]) {
      expect(() => checkSigner(bad, 'notary')).toThrow(
        new InvalidArgumentError('notary', 'must be a Signer ({ publicKey, sign }) such as createSigner(privateKey)'),
      )
    }
  })
})

describe('signChecked', () => {
  it('answers the signature low S with its recovery id, whatever form the Signer returned', async () => {
    const expected = key.sign(payload)
    const derOnly: Signer = {
      publicKey: key.publicKey,
      sign: async (bytes) => Signature.fromDER(key.sign(bytes).toDER()),
    }
    const highS: Signer = {
      publicKey: key.publicKey,
      sign: async (bytes) => new Signature(key.sign(bytes).r, CURVE_ORDER - key.sign(bytes).s),
    }
    for (const signer of [createSigner(key), derOnly, highS]) {
      const signature = await signChecked(signer, payload)
      expect(signature.equals(expected)).toBe(true)
      expect(signature.recovery).toBe(expected.recovery)
    }
  })

  it('gives the Signer a copy of the payload', async () => {
    const mine = payload.slice()
    await signChecked(
      {
        publicKey: key.publicKey,
        sign: async (bytes) => {
          bytes.fill(0)
          return key.sign(payload)
        },
      },
      mine,
    )
    expect(mine).toEqual(payload)
  })

  it('refuses what is not a Signature, or one that does not verify against the key', async () => {
    const other = PrivateKey.generate()
    await expect(
      signChecked({ publicKey: key.publicKey, sign: async () => '3044' as never }, payload, 'signers[0]'),
    ).rejects.toThrow(new InvalidArgumentError('signers[0]', 'returned no Signature of @ledgernet/crypto'))
    await expect(
      signChecked({ publicKey: key.publicKey, sign: async (bytes) => other.sign(bytes) }, payload),
    ).rejects.toThrow(
      new InvalidArgumentError(
        'signer',
        `returned a signature that does not verify against its public key ${key.publicKey.hex}`,
      ),
    )
  })
})
