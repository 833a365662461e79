import { InvalidArgumentError } from '@ledgernet/errors'
import { bigintFromJson, type JsonForm } from '../jsonFields.js'
import type { Action, UnsignedTransaction } from './UnsignedTransaction.js'

/**
 * The JSON form of an {@link UnsignedTransaction}: every `bigint` (epochs, nonce, fee, amounts)
 * as a decimal string. It is the `value` of the vectors in `specs/vectors/transaction.json`.
 *
 * @example
 * const json: UnsignedTransactionJson = { network: 'localnet', startEpoch: '10', endEpoch: '20', nonce: '7', … }
 */
export type UnsignedTransactionJson = JsonForm<UnsignedTransaction, bigint>

/**
 * An unsigned transaction in JSON form (bigints as decimal strings), e.g. to store or print it.
 *
 * @example
 * import { unsignedTransactionToJson } from '@ledgernet/transaction'
 * JSON.stringify(unsignedTransactionToJson(decodeUnsignedTransaction(blob)))
 */
export function unsignedTransactionToJson(transaction: UnsignedTransaction): UnsignedTransactionJson {
  return JSON.parse(
    JSON.stringify(transaction, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
  )
}

const bigintKeys = new Set(['startEpoch', 'endEpoch', 'nonce', 'fee', 'amount', 'supply'])

/**
 * Reads the JSON form back (decimal strings to bigints). The other fields are checked when the
 * result is encoded.
 *
 * @example
 * import { encodeUnsignedTransaction, unsignedTransactionFromJson } from '@ledgernet/transaction'
 * encodeUnsignedTransaction(unsignedTransactionFromJson(vector.value))
 */
export function unsignedTransactionFromJson(json: UnsignedTransactionJson): UnsignedTransaction {
  if (typeof json !== 'object' || json === null) throw new InvalidArgumentError('transaction', 'must be an object')
  const convert = (value: Record<string, unknown>, path: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        bigintKeys.has(key) ? bigintFromJson(item, `${path}${key}`) : item,
      ]),
    )
  const transaction = convert(json as unknown as Record<string, unknown>, '') as unknown as UnsignedTransaction
  if (!Array.isArray(json.actions)) throw new InvalidArgumentError('actions', 'must be an array')
  transaction.actions = json.actions.map(
    (action, index) => convert(action as unknown as Record<string, unknown>, `actions[${index}].`) as unknown as Action,
  )
  return transaction
}
