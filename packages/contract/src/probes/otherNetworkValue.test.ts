import { encodeAccountAddress, networks, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { onNetwork, otherNetwork, otherNetworkValue } from './otherNetworkValue.js'

describe('otherNetworkValue', () => {
  const key = PrivateKey.generate().publicKey

  it('rewrites the native rri with a valid checksum (the facts file vector)', () => {
    expect(otherNetworkValue('xrd_dr1qyrs8qwl', 'rri', networks.localnet)).toBe('xrd_rr1qy5wfsfh')
  })

  it('rewrites an account address for the other network', () => {
    expect(otherNetworkValue(encodeAccountAddress(key, 'localnet'), 'address', networks.localnet)).toBe(
      encodeAccountAddress(key, 'mainnet'),
    )
    expect(otherNetworkValue(encodeAccountAddress(key, 'mainnet'), 'address', networks.mainnet)).toBe(
      encodeAccountAddress(key, 'stokenet'),
    )
  })

  it('rewrites a v0 address and a network name', () => {
    expect(otherNetworkValue(v0AccountAddress(key, 'localnet'), 'component_address', networks.localnet)).toBe(
      v0AccountAddress(key, 'mainnet'),
    )
    expect(otherNetworkValue('localnet', 'network', networks.localnet)).toBe('mainnet')
  })

  it('leaves values that are not bound to the network alone', () => {
    expect(otherNetworkValue('localnet', 'symbol', networks.localnet)).toBeUndefined()
    expect(otherNetworkValue('10000', 'value', networks.localnet)).toBeUndefined()
    expect(otherNetworkValue(encodeAccountAddress(key, 'mainnet'), 'address', networks.localnet)).toBeUndefined()
    expect(otherNetworkValue('ab'.repeat(32), 'hash', networks.localnet)).toBeUndefined()
  })

  it('picks a network other than the one under test', () => {
    for (const network of Object.values(networks)) expect(otherNetwork(network).name).not.toBe(network.name)
  })

  it('moves a spec example to the network under test, keeping what cannot move', () => {
    const example = {
      network_identifier: { network: 'localnet' },
      actions: [{ to_account: { address: encodeAccountAddress(key, 'localnet') }, rri: 'xrd_dr1qyrs8qwl' }],
      blob: 'ab',
      symbol: 'localnet',
    }
    expect(onNetwork(example, networks.mainnet)).toEqual({
      network_identifier: { network: 'mainnet' },
      actions: [{ to_account: { address: encodeAccountAddress(key, 'mainnet') }, rri: 'xrd_rr1qy5wfsfh' }],
      blob: 'ab',
      symbol: 'localnet',
    })
    expect(onNetwork(example, networks.localnet)).toBe(example)
  })
})
