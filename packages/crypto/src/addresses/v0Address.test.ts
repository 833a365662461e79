import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../bytes/hex.js'
import { sha256d } from '../hashes/sha256.js'
import { PrivateKey } from '../keys/PrivateKey.js'
import { reason } from '../testing/reason.js'
import { encodeBech32 } from './bech32.js'
import { networks } from './networks.js'
import { deriveTokenRri, nativeTokenRri, tokenHash } from './tokenRri.js'
import {
  decodeV0Address,
  encodeV0Address,
  v0AccountAddress,
  v0ComponentAddress,
  v0NonFungibleResourceAddress,
  v0PackageAddress,
  v0ResourceAddressForRri,
  v0SystemAddress,
} from './v0Address.js'
import { type V0Entity, v0EntityBytes } from './v0Entity.js'

const bytes26 = Uint8Array.from({ length: 26 }, (_, index) => index)
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('v0 addresses', () => {
  it('round-trip every entity on every network, as Bech32m with hrp {entity}_{suffix}', () => {
    for (const network of Object.values(networks)) {
      for (const entity of Object.keys(v0EntityBytes) as V0Entity[]) {
        const address = encodeV0Address(entity, bytes26, network)
        expect(address.startsWith(`${entity}_${network.v0Suffix}1`)).toBe(true)
        expect(address).toBe(
          encodeBech32(
            `${entity}_${network.v0Suffix}`,
            Uint8Array.from([v0EntityBytes[entity], ...bytes26]),
            'bech32m',
          ),
        )
        expect(decodeV0Address(address, network)).toEqual({ entity, bytes: bytes26, network })
      }
    }
  })

  it('derive the 26 bytes as docs/architecture.md ("v0 addresses") says', () => {
    const key = PrivateKey.generate().publicKey
    const last26 = (bytes: Uint8Array) => sha256d(bytes).slice(6)
    expect(decodeV0Address(v0AccountAddress(key, 'localnet')).bytes).toEqual(last26(key.bytes))
    expect(decodeV0Address(v0PackageAddress('account', 'localnet')).bytes).toEqual(last26(utf8('account')))
    expect(decodeV0Address(v0SystemAddress('epoch_manager', 'localnet')).bytes).toEqual(last26(utf8('epoch_manager')))
    const intentHash = new Uint8Array(32).fill(0xaa)
    const preimage = Uint8Array.from([...intentHash, 0x01, 0x02])
    const component = decodeV0Address(v0ComponentAddress(intentHash, 0x0102, 'localnet'))
    expect(component).toMatchObject({ entity: 'component', bytes: last26(preimage) })
    const nonFungible = decodeV0Address(v0NonFungibleResourceAddress(intentHash, 0x0102, 'localnet'))
    expect(nonFungible).toMatchObject({ entity: 'resource', bytes: last26(preimage) })
    expect(() => v0ComponentAddress(intentHash, 65536, 'localnet')).toThrow('must be an integer in 0..65535')
    expect(() => v0ComponentAddress(new Uint8Array(31), 0, 'localnet')).toThrow('Invalid intentHash: must be 32 bytes.')
  })

  it('give a token with an rri the same 26 bytes; the native token 26 zeros', () => {
    const key = PrivateKey.generate().publicKey
    const resource = decodeV0Address(v0ResourceAddressForRri(deriveTokenRri(key, 'gold', 'stokenet')))
    expect(resource).toEqual({ entity: 'resource', bytes: tokenHash(key, 'gold'), network: networks.stokenet })
    expect(decodeV0Address(v0ResourceAddressForRri(nativeTokenRri('localnet'))).bytes).toEqual(new Uint8Array(26))
  })

  it("refuse a system-token rri, which has no resource address (never the native token's zeros)", () => {
    const system = encodeBech32('foo_dr', Uint8Array.of(1), 'bech32')
    expect(() => v0ResourceAddressForRri(system, 'token')).toThrow(
      'Invalid token: is the system token "foo"; only the native token and user tokens have a v0 resource address.',
    )
  })

  it('say what is wrong', () => {
    const account = encodeV0Address('account', bytes26, 'localnet')
    expect(reason(() => decodeV0Address(account, 'mainnet'))).toBe(
      'is a localnet v0 address (suffix "sim"); expected mainnet (suffix "rdx")',
    )
    expect(
      reason(() => decodeV0Address(encodeBech32('account_sim', Uint8Array.from([4, ...bytes26]), 'bech32m'))),
    ).toBe('has entity byte 0x04 (resource) but its prefix says account (0x03)')
    expect(
      reason(() => decodeV0Address(encodeBech32('account_sim', Uint8Array.from([3, ...bytes26, 0]), 'bech32m'))),
    ).toBe('holds 28 bytes; a v0 address holds 27 (entity byte ‖ 26 bytes)')
    expect(reason(() => decodeV0Address(encodeBech32('vault_sim', Uint8Array.from([3, ...bytes26]), 'bech32m')))).toBe(
      `has the unknown prefix "vault_sim"; a v0 address's prefix is {package|component|account|resource|system}_{rdx|tdx|sim}`,
    )
    expect(reason(() => decodeV0Address(encodeBech32('account_sim', Uint8Array.from([3, ...bytes26]), 'bech32')))).toBe(
      'is a localnet v0 account address ("account_sim") with a bech32 checksum; expected bech32m',
    )
    expect(() => encodeV0Address('vault' as never, bytes26, 'localnet')).toThrow(
      'Invalid entity: must be one of package, component, account, resource, system.',
    )
    expect(() => encodeV0Address('account', hexToBytes('00'), 'localnet')).toThrow('must be 26 bytes, got 1')
  })
})
