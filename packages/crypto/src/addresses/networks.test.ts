import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { getNetwork, networks } from './networks.js'

describe('networks', () => {
  it('has the facts table', () => {
    expect(networks.mainnet).toMatchObject({
      id: 1,
      accountHrp: 'rdx',
      validatorHrp: 'rv',
      rriSuffix: '_rr',
      nodeHrp: 'rn',
      v0Suffix: 'rdx',
    })
    expect(networks.stokenet).toMatchObject({
      id: 2,
      accountHrp: 'tdx',
      validatorHrp: 'tv',
      rriSuffix: '_tr',
      nodeHrp: 'tn',
      v0Suffix: 'tdx',
    })
    expect(networks.localnet).toMatchObject({
      id: 99,
      accountHrp: 'ddx',
      validatorHrp: 'dv',
      rriSuffix: '_dr',
      nodeHrp: 'dn',
      v0Suffix: 'sim',
    })
  })

  it('finds a network by name, id or object', () => {
    expect(getNetwork('localnet')).toBe(networks.localnet)
    expect(getNetwork(2)).toBe(networks.stokenet)
    expect(getNetwork({ ...networks.mainnet })).toBe(networks.mainnet)
  })

  it('lists the known networks when it does not know one', () => {
    expect(() => getNetwork('devnet' as never)).toThrow(
      'Invalid network: is "devnet", not one of the known networks mainnet (1), stokenet (2), localnet (99).',
    )
    expect(() => getNetwork(3)).toThrow(InvalidArgumentError)
    expect(() => getNetwork({ name: 'mainnet', id: 2 } as never)).toThrow(
      'Invalid network: is another value, not one of the known networks',
    )
  })
})
