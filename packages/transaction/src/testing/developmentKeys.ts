import {
  createSigner,
  DEVELOPMENT_MNEMONIC,
  deriveTokenRri,
  encodeAccountAddress,
  nativeTokenRri,
  type PrivateKey,
  type PublicKey,
  privateKeyFromMnemonic,
  type Signer,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'

export type DevelopmentAccount = {
  index: number
  privateKey: PrivateKey
  publicKey: PublicKey
  signer: Signer
  /** Gateway account address on localnet. */
  address: string
  /** v0 account address on localnet. */
  v0Address: string
}

const cache = new Map<number, DevelopmentAccount>()

/** Account `index` of the development mnemonic (m/44'/1022'/0'/0/index), derived once. */
export function developmentAccount(index: number): DevelopmentAccount {
  const known = cache.get(index)
  if (known) return known
  const privateKey = privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { index })
  const account: DevelopmentAccount = {
    index,
    privateKey,
    publicKey: privateKey.publicKey,
    signer: createSigner(privateKey),
    address: encodeAccountAddress(privateKey.publicKey, 'localnet'),
    v0Address: v0AccountAddress(privateKey.publicKey, 'localnet'),
  }
  cache.set(index, account)
  return account
}

export const xrd = nativeTokenRri('localnet')
export const xrdResource = v0ResourceAddressForRri(xrd)

/** The rri of `symbol` created by development account `index` on localnet. */
export function developmentToken(index: number, symbol: string): string {
  return deriveTokenRri(developmentAccount(index).publicKey, symbol, 'localnet')
}
