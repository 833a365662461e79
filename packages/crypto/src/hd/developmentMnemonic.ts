/**
 * The public development mnemonic (no passphrase): the sandbox funds its first accounts
 * (`m/44'/1022'/0'/0/{index}`), and the guides, tests and contract runs sign with them. Everyone
 * knows these keys: never send real funds to them.
 *
 * @example
 * import { DEVELOPMENT_MNEMONIC, encodeAccountAddress, privateKeyFromMnemonic } from '@ledgernet/crypto'
 * const alice = privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { index: 0 })
 * encodeAccountAddress(alice.publicKey, 'localnet') // 'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md'
 */
export const DEVELOPMENT_MNEMONIC = 'test test test test test test test test test test test junk'
