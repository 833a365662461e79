import { PrivateKey, recoveryId, sha256d, Signature } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { recoveryIdOf, recoveryPath, type RecoveryKey } from './recoveryIdOf.js'

const keyOf = (key: PrivateKey): RecoveryKey => ({ publicKey: key.publicKey, keyBytes: key.publicKey.bytes })

describe('recoveryIdOf', () => {
  it(`agrees with @ledgernet/crypto's recoveryId (${recoveryPath} path), verified or not`, () => {
    for (let index = 0; index < 40; index++) {
      const key = PrivateKey.generate()
      const payload = sha256d(new Uint8Array([index, 1, 2]))
      const signed = key.sign(payload)
      const fromDer = Signature.fromDER(signed.toDER())
      expect(recoveryIdOf(fromDer.toCompact(), payload, keyOf(key))).toBe(signed.recovery)
      expect(recoveryIdOf(fromDer.toCompact(), payload, keyOf(key), true)).toBe(recoveryId(fromDer, payload, key.publicKey))
    }
  })

  it('finds none for a signature of another payload or another key', () => {
    const key = PrivateKey.generate()
    const signature = key.sign(sha256d(new Uint8Array([1]))).toCompact()
    expect(recoveryIdOf(signature, sha256d(new Uint8Array([2])), keyOf(key))).toBeUndefined()
    expect(recoveryIdOf(signature, sha256d(new Uint8Array([1])), keyOf(PrivateKey.generate()))).toBeUndefined()
  })
})
