import { actionDifferences } from './actionDifferences.js'
import type { Action } from './UnsignedTransaction.js'

/**
 * True when two lists hold the same actions in the same order: same types, accounts, tokens,
 * amounts and token properties (addresses and rri compared case-insensitively, as Bech32 is).
 * A created token's `token` is compared only when both sides name it (it is derived anyway).
 * Use it to compare a decoded transaction with actions built from a JSON-RPC request
 * (`fromGatewayActions` does the Gateway ones).
 *
 * @example
 * import { actionsEqual, decodeUnsignedTransaction } from '@ledgernet/transaction'
 * const expected = [{ type: 'TransferTokens', from: alice, to: bob, token: xrd, amount: 5n }] as const
 * actionsEqual(decodeUnsignedTransaction(blob).actions, expected) // true
 */
export function actionsEqual(a: readonly Action[], b: readonly Action[]): boolean {
  if (a.length !== b.length) return false
  return a.every((action, index) => actionDifferences(action, b[index] as Action).length === 0)
}
