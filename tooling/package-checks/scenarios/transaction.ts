import { encodeAccountAddress, hexToBytes, nativeTokenRri, privateKeyFromMnemonic } from '@ledgernet/crypto'
import {
  DecodeError,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeSignedTransaction,
  encodeUnsignedTransaction,
  payloadToSign,
  transactionId,
  verifySignedTransaction,
} from '@ledgernet/transaction'
import { expectEqual, expectFailure } from './support/assertions.js'

const mnemonic = 'test test test test test test test test test test test junk'
const alice = privateKeyFromMnemonic(mnemonic, { index: 0 })
const bob = privateKeyFromMnemonic(mnemonic, { index: 1 })
const from = encodeAccountAddress(alice.publicKey, 'localnet')
const to = encodeAccountAddress(bob.publicKey, 'localnet')

const unsigned = encodeUnsignedTransaction({
  network: 'localnet',
  startEpoch: 12n,
  endEpoch: 112n,
  nonce: 42n,
  feePayer: from,
  fee: 10n ** 17n,
  disableTokenMintAndBurn: false,
  actions: [{ type: 'TransferTokens', from, to, token: nativeTokenRri('localnet'), amount: 10n ** 19n }],
})
const decoded = decodeUnsignedTransaction(unsigned)
expectEqual(
  [decoded.feePayer, decoded.actions.length, decoded.actions[0]?.type],
  [from, 1, 'TransferTokens'],
  'unsigned round trip',
)

const signed = encodeSignedTransaction(unsigned, alice.sign(hexToBytes(payloadToSign(unsigned))))
const id = transactionId(signed)
expectEqual(/^[0-9a-f]{64}$/.test(id), true, 'transaction id is 64 lower-case hex')
expectEqual(decodeSignedTransaction(signed).transaction.actions[0], decoded.actions[0], 'signed round trip')
expectEqual(verifySignedTransaction(signed), true, "the fee payer's signature verifies")

const notAlice = encodeSignedTransaction(unsigned, bob.sign(hexToBytes(payloadToSign(unsigned))))
expectEqual(verifySignedTransaction(notAlice), false, "a signature that is not the fee payer's")
await expectFailure(
  () => decodeUnsignedTransaction(unsigned.slice(0, -1)),
  (error) => error instanceof DecodeError,
  'truncated bytes',
)
console.log('ok: transaction')
