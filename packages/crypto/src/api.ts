// The public API shared by both entry points. `index.ts` (browsers, Deno, Bun, ...) and
// `index.node.ts` (Node) re-export all of it and differ only in where `verifySha256` comes from.

export { bytesToHex, hexToBytes } from './hex.js'
export { sha256, sha256d } from './sha256.js'
export { sha256dAsync } from './sha256dAsync.js'
export { networks, getNetwork } from './networks.js'
export type { Network, NetworkName, NetworkInput } from './networks.js'

export { PrivateKey } from './PrivateKey.js'
export { PublicKey } from './PublicKey.js'
export type { PublicKeyInput } from './PublicKey.js'
export { Signature } from './Signature.js'
export type { RecoveryId, RecoveryContext } from './Signature.js'
export { encodeSignatureDer, decodeSignatureDer } from './signatureDer.js'
export { sign } from './sign.js'
export { verifyPayload } from './verifyPayload.js'
export type { SignatureInput, VerifyOptions } from './readSignature.js'
export { recoveryId } from './recoveryId.js'
export { createSigner } from './Signer.js'
export { checkSigner, signChecked } from './signChecked.js'
export type { Signer } from './Signer.js'

export { encodeAccountAddress, decodeAccountAddress, isAccountAddress } from './accountAddress.js'
export { encodeValidatorAddress, decodeValidatorAddress } from './validatorAddress.js'
export {
  encodeV0Address,
  decodeV0Address,
  v0AccountAddress,
  v0ResourceAddressForRri,
  v0PackageAddress,
  v0SystemAddress,
  v0ComponentAddress,
  v0NonFungibleResourceAddress,
  v0EntityBytes,
} from './v0Address.js'
export type { V0Entity } from './v0Address.js'

export { deriveTokenRri, nativeTokenRri, tokenHash, userTokenRri } from './tokenRri.js'
export { parseRri } from './parseRri.js'
export type { ParsedRri } from './parseRri.js'
export { validateSymbol, MAX_SYMBOL_LENGTH } from './validateSymbol.js'

export { TOKEN_DECIMALS, SUBUNITS_PER_TOKEN, MAX_SUBUNITS } from './amountLimits.js'
export { parseSubunits } from './parseSubunits.js'
export { toSubunits } from './toSubunits.js'
export { fromSubunits } from './fromSubunits.js'
export { formatAmount } from './formatAmount.js'
export type { FormatAmountOptions } from './formatAmount.js'

export { generateMnemonic, validateMnemonic, mnemonicToSeed } from './mnemonic.js'
export type { MnemonicWordCount } from './mnemonic.js'
export { hdPath, parseHdPath, COIN_TYPE } from './hdPath.js'
export type { HdPathOptions, HdPathLevels } from './hdPath.js'
export { privateKeyFromMnemonic, privateKeyFromSeed } from './privateKeyFromMnemonic.js'
export type { DeriveKeyOptions } from './privateKeyFromMnemonic.js'
