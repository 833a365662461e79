import { readFileSync } from 'node:fs'
import { hexToBytes } from '@ledgernet/crypto'
import { bench, describe } from 'vitest'
import {
  buildNotarizedTransaction,
  compareWithBuildRequest,
  decodeNotarizedTransaction,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeNotarizedTransaction,
  encodeUnsignedTransaction,
  payloadToSign,
  transactionId,
  verifyNotarizedTransaction,
  verifySignedTransaction,
} from './index.js'
import { xrd } from './testing/developmentKeys.js'
import { alice, bob, sampleIntent, sampleTransfer } from './testing/samples.js'

const vectors = JSON.parse(readFileSync(new URL('../../../specs/vectors/transaction.json', import.meta.url), 'utf8'))
const notarizedVectors = JSON.parse(
  readFileSync(new URL('../../../specs/vectors/notarized.json', import.meta.url), 'utf8'),
)
const transfer = sampleTransfer()
const unsigned = hexToBytes(vectors.valid[0].unsigned)
const signed = hexToBytes(vectors.valid[0].signed)
const createMintBurn = hexToBytes(vectors.valid[5].unsigned)
const notarized = hexToBytes(notarizedVectors.valid[3].notarized)
const notarizedValue = decodeNotarizedTransaction(notarized)
const request = {
  network_identifier: { network: 'localnet' },
  fee_payer: { address: alice.address },
  actions: [
    {
      type: 'TransferTokens' as const,
      from_account: { address: alice.address },
      to_account: { address: bob.address },
      amount: { value: '1000000000000000000', token_identifier: { rri: xrd } },
    },
  ],
}
const sampleUnsigned = encodeUnsignedTransaction(transfer)

describe('section A: unsigned and signed transactions', () => {
  bench('encodeUnsignedTransaction (transfer)', () => void encodeUnsignedTransaction(transfer))
  bench('decodeUnsignedTransaction (transfer)', () => void decodeUnsignedTransaction(unsigned))
  bench('decodeUnsignedTransaction (create + mint + burn)', () => void decodeUnsignedTransaction(createMintBurn))
  bench('decodeSignedTransaction (transfer)', () => void decodeSignedTransaction(signed))
  bench('payloadToSign', () => void payloadToSign(unsigned))
  bench('transactionId', () => void transactionId(signed))
  bench('compareWithBuildRequest (decode + compare)', () => void compareWithBuildRequest(sampleUnsigned, request))
  bench('verifySignedTransaction (portable secp256k1)', () => void verifySignedTransaction(signed))
})

describe('section B: v0 notarized transactions', () => {
  bench('encodeNotarizedTransaction (3 signatures)', () => void encodeNotarizedTransaction(notarizedValue))
  bench('decodeNotarizedTransaction (3 signatures)', () => void decodeNotarizedTransaction(notarized))
  bench('verifyNotarizedTransaction (4 signatures)', () => void verifyNotarizedTransaction(notarized))
  bench('buildNotarizedTransaction (1 signer + notary)', async () => {
    await buildNotarizedTransaction({ intent: sampleIntent(), signers: [bob.signer], notary: alice.signer })
  })
})
