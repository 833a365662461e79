/**
 * One account of the development mnemonic (`DEVELOPMENT_MNEMONIC` of `@ledgernet/crypto`,
 * `test … junk`) on `m/44'/1022'/0'/0/{index}`, written out: its keys as hex and its localnet
 * addresses on both interfaces. Public knowledge; never for real funds.
 *
 * @example
 * const account: DevelopmentAccountFixture = developmentAccounts[0]
 */
export type DevelopmentAccountFixture = {
  readonly index: number
  readonly privateKeyHex: string
  readonly publicKeyHex: string
  /** Gateway API / JSON-RPC account address on localnet (`ddx1…`). */
  readonly address: string
  /** v0 account address on localnet (`account_sim1…`). */
  readonly v0Address: string
}

/**
 * The development accounts the tests of every package name, in one place: index 0 (the spec
 * examples' Alice, the account a sandbox funds first) and index 1 (Bob). `docs/architecture.md`
 * ("Development accounts") records the same values, and `@ledgernet/crypto`'s
 * `privateKeyFromMnemonic` test derives every one of them from the mnemonic. README and guide
 * examples keep the literals a user copies.
 *
 * @example
 * import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
 * const [alice, bob] = developmentAccounts
 * expect(banner).toContain(alice.address)
 */
export const developmentAccounts: readonly [DevelopmentAccountFixture, DevelopmentAccountFixture] = [
  {
    index: 0,
    privateKeyHex: '3246cc9782011e0207ace767919dc9632a05fd0f2642a2fbd9b08821c1232ae4',
    publicKeyHex: '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d',
    address: 'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md',
    v0Address: 'account_sim1qvyzprkf98ap6yr3ctdw42dnv9s8j68rzxnkz9cqftnsppphfx',
  },
  {
    index: 1,
    privateKeyHex: '0dcd0689e3d60bd46c118cbfe1d50c10df98899d0231a154c969170f7ffd8685',
    publicKeyHex: '023876943e4492aa0d5db20217bc3670818ca8e2949c1a8139e2df3a8c66a46263',
    address: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6',
    v0Address: 'account_sim1qd295jru2cq57pyl74qtxg3yfeyg8qfulpv3zvung2ys7an0en',
  },
]
