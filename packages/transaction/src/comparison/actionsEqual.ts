import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { findMismatches } from './findMismatches.js'

/** Addresses and rri in one case (Bech32 is case-insensitive); a created token's rri only where both sides name it. */
function comparable(action: Action, other: Action | undefined): Record<string, unknown> {
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)
  const written: Record<string, unknown> = { ...action }
  for (const key of ['from', 'to', 'owner', 'token']) if (key in written) written[key] = lower(written[key])
  if (action.type === 'CreateTokenDefinition' && (action.token === undefined || other?.token === undefined))
    delete written.token
  return written
}

/**
 * True when two lists hold the same actions in the same order: same types, accounts, tokens,
 * amounts and token properties (addresses and rri compared case-insensitively, as Bech32 is).
 * A created token's `token` is compared only when both sides name it (it is derived anyway).
 * The same comparison as `compareTransaction`, answered yes or no; use `compareTransaction` to
 * learn what differs.
 *
 * @example
 * import { actionsEqual, decodeUnsignedTransaction } from '@ledgernet/transaction'
 * const expected = [{ type: 'TransferTokens', from: alice, to: bob, token: xrd, amount: 5n }] as const
 * actionsEqual(decodeUnsignedTransaction(blob).actions, expected) // true
 */
export function actionsEqual(a: readonly Action[], b: readonly Action[]): boolean {
  return (
    findMismatches(
      a.map((action, index) => comparable(action, b[index])),
      b.map((action, index) => comparable(action, a[index])),
    ).length === 0
  )
}
