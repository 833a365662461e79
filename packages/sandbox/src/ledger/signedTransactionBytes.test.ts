import { bytesToHex, PrivateKey, sha256d } from '@ledgernet/crypto'
import { encodeSignedTransaction, encodeUnsignedTransaction, type UnsignedTransaction } from '@ledgernet/transaction'
import { describe, expect, it } from 'vitest'
import { signedTransactionBytes } from './signedTransactionBytes.js'
import { developmentKeys } from '../developmentAccounts.js'
import { encodeAccountAddress } from '@ledgernet/crypto'

describe('signedTransactionBytes', () => {
  it('writes the bytes encodeSignedTransaction writes', () => {
    const [alice, bob] = developmentKeys(2).map((key) => ({ key: PrivateKey.fromHex(key.privateKeyHex), address: encodeAccountAddress(key.publicKeyHex, 'localnet') }))
    for (let nonce = 0n; nonce < 40n; nonce++) {
      const transaction: UnsignedTransaction = {
        network: 'localnet',
        startEpoch: nonce,
        endEpoch: nonce + 10n,
        nonce: nonce * 7919n,
        feePayer: alice!.address,
        fee: nonce * 10n ** 15n,
        disableTokenMintAndBurn: nonce % 2n === 0n,
        actions: [{ type: 'TransferTokens', from: alice!.address, to: bob!.address, token: 'xrd_dr1qyrs8qwl', amount: nonce + 1n }],
        ...(nonce % 3n === 0n ? { message: 'ab'.repeat(Number(nonce)) } : {}),
      }
      const unsigned = encodeUnsignedTransaction(transaction)
      const signature = alice!.key.sign(sha256d(unsigned))
      expect(bytesToHex(signedTransactionBytes(unsigned, { recovery: signature.recovery!, compact: signature.toCompact() }))).toBe(bytesToHex(encodeSignedTransaction(unsigned, signature)))
    }
  })
})
