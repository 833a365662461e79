import type { Network } from '@ledgernet/crypto'
import { actionsEqual, fromRpcActions, type RpcAction, type TransactionMismatch, type UnsignedTransaction } from '@ledgernet/transaction'

/** The params of one `ledger.buildTransaction` call as the flows send them: all four, in order. */
export type RpcBuildParams = [actions: RpcAction[], feePayer: string, message: string | null, disableTokenMintAndBurn: boolean]

/**
 * The JSON-RPC counterpart of `compareWithBuildRequest`: every difference between a decoded blob
 * and the `ledger.buildTransaction` params that produced it (network, fee payer, message, flag,
 * the announced fee, and each action as `fromRpcActions` reads the params). Fields are the
 * params' names; an action that differs is shown whole.
 */
export function compareWithRpcBuild(
  decoded: UnsignedTransaction,
  [actions, feePayer, message, disableTokenMintAndBurn]: RpcBuildParams,
  network: Network,
  fee: string,
): TransactionMismatch[] {
  const mismatches: TransactionMismatch[] = []
  const differ = (field: string, expected: unknown, actual: unknown) => {
    if (show(expected) !== show(actual)) mismatches.push({ field, expected: show(expected), actual: show(actual) })
  }
  differ('network', network.name, decoded.network)
  differ('feePayer', feePayer, decoded.feePayer)
  differ('message', message ?? undefined, decoded.message)
  differ('disableTokenMintAndBurn', disableTokenMintAndBurn, decoded.disableTokenMintAndBurn)
  differ('fee', fee, decoded.fee)
  const expected = fromRpcActions(actions, network)
  differ('actions.length', expected.length, decoded.actions.length)
  expected.forEach((action, index) => {
    const actual = decoded.actions[index]
    if (actual && !actionsEqual([action], [actual])) differ(`actions[${index}]`, action, actual)
  })
  return mismatches
}

function show(value: unknown): string {
  return value === undefined ? '(absent)' : typeof value === 'object' ? JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}` : v)) : `${value}`
}
