import { describe, expect, it } from 'vitest'
import { PrivateKey } from '../keys/PrivateKey.js'
import { reason } from '../testing/reason.js'
import { encodeAccountAddress } from './accountAddress.js'
import { encodeBech32 } from './bech32.js'
import { networks } from './networks.js'
import { decodeValidatorAddress, encodeValidatorAddress } from './validatorAddress.js'

describe('validator addresses', () => {
  const key = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000001').publicKey

  it('are Bech32(validator hrp, 33-byte key) on every network', () => {
    for (const network of Object.values(networks)) {
      const address = encodeValidatorAddress(key, network)
      expect(address).toBe(encodeBech32(network.validatorHrp, key.bytes, 'bech32'))
      const decoded = decodeValidatorAddress(address, network)
      expect(decoded.publicKey.equals(key)).toBe(true)
      expect(decoded.network).toBe(network)
    }
  })

  it('say what is wrong', () => {
    expect(reason(() => decodeValidatorAddress(encodeValidatorAddress(key, 'mainnet'), 'stokenet'))).toBe(
      'is a mainnet validator address ("rv"); expected stokenet ("tv")',
    )
    expect(reason(() => decodeValidatorAddress(encodeAccountAddress(key, 'localnet')))).toBe(
      'is a localnet account address ("ddx"); expected mainnet ("rv"), stokenet ("tv"), localnet ("dv")',
    )
    expect(reason(() => decodeValidatorAddress(encodeBech32('dv', Uint8Array.from([4, ...key.bytes]), 'bech32')))).toBe(
      'holds a public key that is 34 bytes, not 33 (the compressed form)',
    )
    expect(reason(() => decodeValidatorAddress(encodeBech32('dv', key.bytes, 'bech32m')))).toBe(
      'is a localnet validator address ("dv") with a bech32m checksum; expected bech32',
    )
  })
})
