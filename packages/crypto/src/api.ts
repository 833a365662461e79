// The public API shared by both entry points. `index.ts` (browsers, Deno, Bun, ...) and
// `index.node.ts` (Node) re-export all of it and differ only in where `sha256`, `sha256d`,
// `verifySha256` and `sha256dAsync` come from.

export { decodeAccountAddress, encodeAccountAddress, isAccountAddress } from './accountAddress.js'
export { MAX_SUBUNITS, SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amountLimits.js'
export { checkSubunits } from './checkSubunits.js'
export { DEVELOPMENT_MNEMONIC } from './developmentMnemonic.js'
export type { FormatAmountOptions } from './formatAmount.js'
export { formatAmount } from './formatAmount.js'
export { fromSubunits } from './fromSubunits.js'
export type { HdPathLevels, HdPathOptions } from './hdPath.js'
export { COIN_TYPE, hdPath, parseHdPath } from './hdPath.js'
export { bytesToHex, hexToBytes } from './hex.js'
export type { MnemonicWordCount } from './mnemonic.js'
export { generateMnemonic, mnemonicToSeed, validateMnemonic } from './mnemonic.js'
export type { Network, NetworkId, NetworkInput, NetworkName } from './networks.js'
export { getNetwork, networks } from './networks.js'
export { PrivateKey } from './PrivateKey.js'
export type { PublicKeyInput } from './PublicKey.js'
export { PublicKey } from './PublicKey.js'
export type { ParsedPrivateKey, ParsePrivateKeyTextOptions } from './parsePrivateKeyText.js'
export { parsePrivateKeyText } from './parsePrivateKeyText.js'
export type { ParsedRri } from './parseRri.js'
export { parseRri } from './parseRri.js'
export { parseSubunits } from './parseSubunits.js'
export type { DeriveKeyOptions } from './privateKeyFromMnemonic.js'
export { privateKeyFromMnemonic, privateKeyFromSeed } from './privateKeyFromMnemonic.js'
export type { SignatureInput, VerifyOptions } from './readSignature.js'
export type { RecoveryId } from './recoveryId.js'
export { recoveryId } from './recoveryId.js'
export type { RecoveryContext } from './Signature.js'
export { Signature } from './Signature.js'
export type { Signer } from './Signer.js'
export { createSigner } from './Signer.js'
export { CURVE_ORDER, HALF_CURVE_ORDER } from './secp256k1.js'
export { sha256, sha256d } from './sha256.js'
export { sign } from './sign.js'
export { decodeSignatureDer, encodeSignatureDer } from './signatureDer.js'
export { checkSigner, signChecked } from './signChecked.js'
export { deriveTokenRri, nativeTokenRri, tokenHash, userTokenRri } from './tokenRri.js'
export { toSubunits } from './toSubunits.js'
export {
  decodeV0Address,
  encodeV0Address,
  v0AccountAddress,
  v0ComponentAddress,
  v0NonFungibleResourceAddress,
  v0PackageAddress,
  v0ResourceAddressForRri,
  v0SystemAddress,
} from './v0Address.js'
export type { V0Entity } from './v0Entity.js'
export { v0EntityBytes } from './v0Entity.js'
export { MAX_SYMBOL_LENGTH, validateSymbol } from './validateSymbol.js'
export { decodeValidatorAddress, encodeValidatorAddress } from './validatorAddress.js'
export { verifyPayload } from './verifyPayload.js'
