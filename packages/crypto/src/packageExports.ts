// The public API shared by both entry points. `index.ts` (browsers and other runtimes) and
// `index.node.ts` (the `node` condition: Node, Deno, Bun) re-export all of it and differ only in
// where `sha256`, `sha256d` and `sha256dAsync` come from.

export { decodeAccountAddress, encodeAccountAddress, isAccountAddress } from './addresses/accountAddress.js'
export type { Network, NetworkId, NetworkInput, NetworkName } from './addresses/networks.js'
export { getNetwork, networks } from './addresses/networks.js'
export type { ParsedRri } from './addresses/parseRri.js'
export { parseRri } from './addresses/parseRri.js'
export { deriveTokenRri, nativeTokenRri, tokenHash, userTokenRri } from './addresses/tokenRri.js'
export {
  decodeV0Address,
  encodeV0Address,
  v0AccountAddress,
  v0ComponentAddress,
  v0NonFungibleResourceAddress,
  v0PackageAddress,
  v0ResourceAddressForRri,
  v0SystemAddress,
} from './addresses/v0Address.js'
export type { V0Entity } from './addresses/v0Entity.js'
export { v0EntityBytes } from './addresses/v0Entity.js'
export { MAX_SYMBOL_LENGTH, validateSymbol } from './addresses/validateSymbol.js'
export { decodeValidatorAddress, encodeValidatorAddress } from './addresses/validatorAddress.js'
export { MAX_SUBUNITS, SUBUNITS_PER_TOKEN, TOKEN_DECIMALS } from './amounts/amountLimits.js'
export { checkSubunits } from './amounts/checkSubunits.js'
export type { FormatAmountOptions } from './amounts/formatAmount.js'
export { formatAmount } from './amounts/formatAmount.js'
export { fromSubunits } from './amounts/fromSubunits.js'
export { parseSubunits } from './amounts/parseSubunits.js'
export { toSubunits } from './amounts/toSubunits.js'
export { bytesToHex, hexToBytes } from './bytes/hex.js'
export type { WebCryptoUnavailableError } from './cryptoErrors.js'
export { cryptoErrors } from './cryptoErrors.js'
export { sha256, sha256d } from './hashes/sha256.js'
export { DEVELOPMENT_MNEMONIC } from './hd/developmentMnemonic.js'
export type { HdPathLevels, HdPathOptions } from './hd/hdPath.js'
export { COIN_TYPE, hdPath, parseHdPath } from './hd/hdPath.js'
export type { MnemonicWordCount } from './hd/mnemonic.js'
export { generateMnemonic, mnemonicToSeed, validateMnemonic } from './hd/mnemonic.js'
export type { DeriveKeyOptions } from './hd/privateKeyFromMnemonic.js'
export { privateKeyFromMnemonic, privateKeyFromSeed } from './hd/privateKeyFromMnemonic.js'
export { PrivateKey } from './keys/PrivateKey.js'
export type { PublicKeyInput } from './keys/PublicKey.js'
export { PublicKey } from './keys/PublicKey.js'
export type { ParsedPrivateKey, ParsePrivateKeyTextOptions } from './keys/parsePrivateKeyText.js'
export { parsePrivateKeyText } from './keys/parsePrivateKeyText.js'
export type { SignatureInput, VerifyOptions } from './keys/readSignature.js'
export type { RecoveryId } from './keys/recoveryId.js'
export { recoveryId } from './keys/recoveryId.js'
export type { RecoveryContext } from './keys/Signature.js'
export { Signature } from './keys/Signature.js'
export type { Signer } from './keys/Signer.js'
export { createSigner } from './keys/Signer.js'
export { CURVE_ORDER, HALF_CURVE_ORDER } from './keys/secp256k1.js'
export { sign } from './keys/sign.js'
export { decodeSignatureDer, encodeSignatureDer } from './keys/signatureDer.js'
export { checkSigner, signChecked } from './keys/signChecked.js'
export { verifyPayload } from './keys/verifyPayload.js'
export { verifySha256 } from './keys/verifySha256.js'
