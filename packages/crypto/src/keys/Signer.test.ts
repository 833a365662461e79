import { inspect } from 'node:util'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from '../bytes/hex.js'
import { PrivateKey } from './PrivateKey.js'
import { Signature } from './Signature.js'
import { createSigner, type Signer } from './Signer.js'
import { verifyPayload } from './verifyPayload.js'

const KEY_HEX = 'f8b8af8ce3c7cca5e300d33939540c10d45ce001b8f252bfbc57ba0342904181'

describe('Signer', () => {
  it('signs 32-byte payloads with the key, same as the key itself', async () => {
    const key = PrivateKey.fromHex(KEY_HEX)
    const signer = createSigner(key)
    const payload = new Uint8Array(32).fill(9)
    const signature = await signer.sign(payload)
    expect(signature.toDERHex()).toBe(key.sign(payload).toDERHex())
    expect(signature.recovery).toBe(key.sign(payload).recovery)
    expect(verifyPayload(signature, payload, signer.publicKey)).toBe(true)
    expect((await key.toSigner().sign(payload)).equals(signature)).toBe(true)
  })

  it('rejects payloads that are not exactly 32 bytes', async () => {
    const signer = createSigner(PrivateKey.fromHex(KEY_HEX))
    await expect(signer.sign(new Uint8Array(33))).rejects.toBeInstanceOf(InvalidArgumentError)
    await expect(signer.sign(new Uint8Array(0))).rejects.toThrow('got 0')
  })

  it('exposes only the public key', () => {
    const signer = createSigner(PrivateKey.fromHex(KEY_HEX))
    expect(Object.keys(signer).sort()).toEqual(['publicKey', 'sign'])
    expect(JSON.stringify(signer)).not.toContain(KEY_HEX)
    expect(inspect(signer, { depth: 10, showHidden: true })).not.toContain(KEY_HEX)
    expect(Object.isFrozen(signer)).toBe(true)
  })

  it('is an interface a device can implement', async () => {
    const key = PrivateKey.generate()
    const device: Signer = {
      publicKey: key.publicKey,
      async sign(payload) {
        return Signature.fromDER(bytesToHex(key.sign(payload).toDER()))
      },
    }
    const payload = new Uint8Array(32).fill(1)
    const signature = await device.sign(payload)
    expect(signature.recovery).toBeUndefined()
    expect(signature.withRecovery(payload, device.publicKey).recovery).toBe(key.sign(payload).recovery)
  })

  it('refuses what is not a PrivateKey', () => {
    expect(() => createSigner('00' as never)).toThrow(InvalidArgumentError)
  })
})
