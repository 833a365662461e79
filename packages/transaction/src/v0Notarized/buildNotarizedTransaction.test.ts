import { CURVE_ORDER, hexToBytes, PublicKey, Signature, type Signer } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice, bob, carol, sampleIntent } from '../testing/samples.js'
import { buildNotarizedTransaction } from './buildNotarizedTransaction.js'
import { decodeNotarizedTransaction } from './decodeNotarizedTransaction.js'
import { intentHash } from './intentHash.js'
import { signedIntentHash } from './signedIntentHash.js'
import { verifyNotarizedTransaction } from './verifyNotarizedTransaction.js'

describe('buildNotarizedTransaction', () => {
  it('has every signer sign the intent hash and the notary the signed intent hash', async () => {
    const intent = sampleIntent({ notaryAsSignatory: false })
    const built = await buildNotarizedTransaction({ intent, signers: [carol.signer, bob.signer], notary: alice.signer })
    expect(built.intentHash).toBe(intentHash(intent))
    const { signedIntent, notarySignature } = decodeNotarizedTransaction(built.bytes)
    expect(built.signedIntentHash).toBe(signedIntentHash(signedIntent))
    for (const { publicKey, signature } of signedIntent.intentSignatures) {
      expect(publicKey.verifyPayload(signature, hexToBytes(built.intentHash))).toBe(true)
    }
    expect(alice.publicKey.verifyPayload(notarySignature, hexToBytes(built.signedIntentHash))).toBe(true)
    expect(verifyNotarizedTransaction(built.bytes)).toEqual({
      valid: true,
      signatories: signedIntent.intentSignatures.map((e) => e.publicKey),
      intentHash: built.intentHash,
    })
    expect(built.hex).toBe(Buffer.from(built.bytes).toString('hex'))
  })

  it('asks signers one at a time, in the order given', async () => {
    const order: string[] = []
    const tracing = (account: typeof alice, name: string): Signer => ({
      publicKey: account.publicKey,
      async sign(payload) {
        order.push(`${name} starts`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(`${name} ends`)
        return account.privateKey.sign(payload)
      },
    })
    await buildNotarizedTransaction({
      intent: sampleIntent(),
      signers: [tracing(carol, 'carol'), tracing(bob, 'bob')],
      notary: tracing(alice, 'notary'),
    })
    expect(order).toEqual(['carol starts', 'carol ends', 'bob starts', 'bob ends', 'notary starts', 'notary ends'])
  })

  it('takes a signer that returns DER without recovery id or with high S (a hardware wallet)', async () => {
    const hardware: Signer = {
      publicKey: bob.publicKey,
      async sign(payload) {
        const signature = bob.privateKey.sign(payload)
        return Signature.fromDER(new Signature(signature.r, CURVE_ORDER - signature.s).toDER())
      },
    }
    const built = await buildNotarizedTransaction({ intent: sampleIntent(), signers: [hardware], notary: alice.signer })
    expect(verifyNotarizedTransaction(built.hex).valid).toBe(true)
    const reference = await buildNotarizedTransaction({
      intent: sampleIntent(),
      signers: [bob.signer],
      notary: alice.signer,
    })
    expect(built.hex).toBe(reference.hex)
  })

  it('refuses a signer whose signature does not verify, before anything is returned', async () => {
    const liar: Signer = { publicKey: bob.publicKey, sign: async (payload) => carol.privateKey.sign(payload) }
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent(), signers: [liar], notary: alice.signer }),
    ).rejects.toThrow(
      new InvalidArgumentError(
        'signers[0]',
        `returned a signature that does not verify against its public key ${bob.publicKey.hex}`,
      ),
    )
    const notSignature: Signer = { publicKey: bob.publicKey, sign: async () => '3044' as never }
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent(), signers: [notSignature], notary: alice.signer }),
    ).rejects.toThrow(new InvalidArgumentError('signers[0]', 'returned no Signature of @ledgernet/crypto'))
  })

  it('refuses a notary that is not the header’s, repeated signers, and the notary signing twice', async () => {
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent(), signers: [], notary: bob.signer }),
    ).rejects.toThrow(
      new InvalidArgumentError(
        'notary',
        `signs for ${bob.publicKey.hex} but the header's notaryPublicKey is ${alice.publicKey.hex}`,
      ),
    )
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent(), signers: [bob.signer, bob.signer], notary: alice.signer }),
    ).rejects.toThrow(new InvalidArgumentError('signers[1]', 'has the same key as signers[0]'))
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent(), signers: [alice.signer], notary: alice.signer }),
    ).rejects.toThrow(
      new InvalidArgumentError('signers[0]', 'is the notary, who already counts as a signatory (notaryAsSignatory)'),
    )
    await expect(
      buildNotarizedTransaction({
        intent: sampleIntent({ notaryAsSignatory: false }),
        signers: [alice.signer],
        notary: alice.signer,
      }),
    ).resolves.toMatchObject({ intentHash: intentHash(sampleIntent({ notaryAsSignatory: false })) })
    await expect(
      buildNotarizedTransaction({
        intent: sampleIntent(),
        signers: [{ publicKey: PublicKey.fromHex(bob.publicKey.hex) } as Signer],
        notary: alice.signer,
      }),
    ).rejects.toThrow(InvalidArgumentError)
  })

  it('checks the intent before asking anyone to sign', async () => {
    let asked = false
    const watcher: Signer = {
      publicKey: alice.publicKey,
      sign: async (payload) => {
        asked = true
        return alice.privateKey.sign(payload)
      },
    }
    await expect(
      buildNotarizedTransaction({ intent: sampleIntent({ endEpoch: 1n }), signers: [], notary: watcher }),
    ).rejects.toThrow(InvalidArgumentError)
    expect(asked).toBe(false)
  })
})
