import { bytesToHex, DEVELOPMENT_MNEMONIC, hdPath, mnemonicToSeed, PrivateKey } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { HDKey } from '@scure/bip32'
import { developmentKeyTable } from './generated/developmentKeys.gen.js'

/**
 * A development account: its index on `m/44'/1022'/0'/0/{index}`, its private key as hex (a
 * development tool prints it; nothing else in ledgernet can) and its public key.
 *
 * @example
 * const [alice] = developmentKeys(1) // alice.publicKeyHex === '03ec3e9b…'
 */
export type DevelopmentKey = { index: number; privateKeyHex: string; publicKeyHex: string }

let seed: Uint8Array | undefined
const derived: DevelopmentKey[] = []

/**
 * The first `count` keys of the development mnemonic. The first hundred come from a table
 * generated with the same derivation (`src/generated/developmentKeys.gen.ts`: a start-up must not
 * pay PBKDF2 and the curve multiplications); beyond it the seed (the slow PBKDF2 step) is computed
 * once per process and every key derived once, however many sandboxes start.
 *
 * @example
 * developmentKeys(2).map((key) => key.publicKeyHex)
 * // ['03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d', '023876943e4492aa0d5db20217bc3670818ca8e2949c1a8139e2df3a8c66a46263']
 */
export function developmentKeys(count: number): DevelopmentKey[] {
  if (!Number.isSafeInteger(count) || count < 0 || count > 10_000)
    throw new InvalidArgumentError('accounts', 'must be a number of development accounts from 0 to 10000')
  while (derived.length < Math.min(count, developmentKeyTable.length)) {
    const [privateKeyHex, publicKeyHex] = developmentKeyTable[derived.length]!
    derived.push({ index: derived.length, privateKeyHex, publicKeyHex })
  }
  if (derived.length < count) {
    seed ??= mnemonicToSeed(DEVELOPMENT_MNEMONIC)
    const root = HDKey.fromMasterSeed(seed)
    try {
      for (let index = derived.length; index < count; index++) {
        const child = root.derive(hdPath(index))
        const secret = child.privateKey
        if (!secret) throw new Error(`the development mnemonic gave no key at index ${index}`)
        derived.push({
          index,
          privateKeyHex: bytesToHex(secret),
          publicKeyHex: PrivateKey.fromBytes(secret).publicKey.hex,
        })
        child.wipePrivateData()
      }
    } finally {
      root.wipePrivateData()
    }
  }
  return derived.slice(0, count)
}

let tableAddresses: Map<string, { address: string; v0Address: string }> | undefined

/**
 * The localnet addresses of a key of the generated table (the first 100 development keys), or
 * `undefined` for any other key. The table was written by the generator from keys it derived and
 * addresses `@ledgernet/crypto` encoded (`pnpm generate` leaves it unchanged; a test encodes them
 * again): a start reads them instead of encoding them and checking keys made here.
 *
 * @example
 * developmentAddressesOf(developmentKeys(1)[0]!.publicKeyHex)?.address // 'ddx1qsp7c05m…'
 */
export function developmentAddressesOf(publicKeyHex: string): { address: string; v0Address: string } | undefined {
  tableAddresses ??= new Map(
    developmentKeyTable.map(([, key, address, v0Address]) => [key, { address, v0Address }] as const),
  )
  return tableAddresses.get(publicKeyHex)
}
