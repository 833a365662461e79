import { toRpcActions } from '../actions/toRpcActions.js'
import type { TransactionVocabulary } from './compareTransaction.js'

/**
 * The node JSON-RPC's vocabulary for `compareTransaction`: `ledger.buildTransaction`'s params
 * (`actions`, `feePayer`, `message`, `disableTokenMintAndBurn`, actions as `toRpcActions` writes
 * them) and its result's `fee`. A JSON-RPC request names no network: `network` is the caller's.
 *
 * @example
 * import { compareTransaction, fromRpcActions, rpcVocabulary } from '@ledgernet/transaction'
 * const expected = { network: 'localnet', feePayer, disableTokenMintAndBurn: false, actions: fromRpcActions(params[0], 'localnet'), fee: result.fee }
 * compareTransaction(decoded, expected, rpcVocabulary)[0]?.field // 'actions[0].to'
 */
export const rpcVocabulary: TransactionVocabulary = ({
  network,
  feePayer,
  message,
  disableTokenMintAndBurn,
  actions,
  fee,
}) => ({ network, feePayer, message, disableTokenMintAndBurn, actions: toRpcActions(actions), fee })
