import { nativeTokenRri } from '@ledgernet/crypto'
import type { Action, UnsignedTransaction } from '../unsignedTransaction/UnsignedTransaction.js'
import { findMismatches } from './findMismatches.js'

/**
 * One difference between what was asked and what a transaction does. `field` is the path in
 * the request (`actions[0].amount.value`); `expected` is what the request says, `actual` what the
 * transaction holds, both as text for display.
 *
 * @example
 * const mismatch: TransactionMismatch = { field: 'actions[0].to_account.address', expected: 'ddx1…', actual: 'ddx1…' }
 */
export type TransactionMismatch = { field: string; expected: string; actual: string }

/**
 * What a built transaction must do, in this package's terms: the request a build step was sent
 * (addresses and rri written canonically, lower-case, as `fromGatewayActions`, `fromRpcActions`
 * and the flows write them) and what the build answer announced.
 *
 * @example
 * const expected: ExpectedTransaction = {
 *   network: 'localnet', feePayer: alice, message: undefined, disableTokenMintAndBurn: false,
 *   actions: [{ type: 'TransferTokens', from: alice, to: bob, token: xrd, amount: 1n }],
 *   fee: build.transaction_build.fee.value, feeToken: build.transaction_build.fee.token_identifier.rri,
 * }
 */
export type ExpectedTransaction = {
  /** The network's name (`localnet`). */
  network: string | undefined
  /** The fee payer's account address. */
  feePayer: string | undefined
  /** Lower-case hex, or `undefined` for no message. */
  message?: string | undefined
  disableTokenMintAndBurn: boolean
  actions: readonly Action[]
  /** The fee the build answer announced, as its decimal string of subunits: it must be the transaction's, written the same way. */
  fee?: string | undefined
  /** The token of the announced fee, where the answer names one: it must be the network's native token. */
  feeToken?: string | undefined
}

/**
 * Writes a transaction as one interface's build request (and its answer's fee) writes it:
 * `gatewayVocabulary(formats)` or `rpcVocabulary`. `compareTransaction` writes what was asked and
 * what the transaction does with it, so that every difference is named by the request's own path.
 *
 * @example
 * const vocabulary: TransactionVocabulary = gatewayVocabulary([transferTokensFormat])
 */
export type TransactionVocabulary = (transaction: ExpectedTransaction) => unknown

/**
 * Compares a decoded unsigned transaction with what was asked, written in one interface's
 * vocabulary: the network, the fee payer, the mint-and-burn flag, the message, the same actions in
 * the same order (accounts, tokens, amounts, every token property), and the announced fee — the
 * transaction's own, written the same way, in the native token. Returns every difference by the
 * request's path (`actions[0].to_account.address`, `fee.value`; JSON-RPC: `actions[0].to`, `fee`);
 * an empty array means the transaction does exactly what was asked. The one check before signing
 * that the flows, `compareWithBuildRequest` and the contract runner make.
 *
 * @example
 * import { compareTransaction, decodeUnsignedTransactionWith, gatewayVocabulary, transferTokensFormat } from '@ledgernet/transaction'
 * const formats = [transferTokensFormat]
 * const mismatches = compareTransaction(decodeUnsignedTransactionWith(blob, formats), expected, gatewayVocabulary(formats))
 * if (mismatches.length > 0) throw new Error(`the server built something else: ${mismatches[0].field}`)
 */
export function compareTransaction(
  transaction: UnsignedTransaction,
  expected: ExpectedTransaction,
  vocabulary: TransactionVocabulary,
): TransactionMismatch[] {
  const { fee, feeToken } = expected
  return findMismatches(
    vocabulary(expected),
    vocabulary({
      ...transaction,
      // An announced fee must be the transaction's to the character, and in the only fee token.
      fee: fee === undefined ? undefined : `${transaction.fee}`,
      feeToken: feeToken === undefined ? undefined : nativeTokenRri(transaction.network),
    }),
  )
}
