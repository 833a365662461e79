import type { Network } from '@ledgernet/crypto'
import type { ByteReader } from '../bytes/ByteReader.js'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import type { GatewayAction } from './GatewayAction.js'

/**
 * One action type of `specs/transaction-format.md` section A.2: its tag, how it is read from the
 * bytes, and how the Gateway API writes it. `decodeUnsignedTransactionWith` and
 * `encodeSignedTransactionWith` take the list of action types a transaction may hold, so that a
 * bundle carries the code of those types only (a wallet that only transfers decodes with
 * `[transferTokensFormat]`); `decodeUnsignedTransaction` and `toGatewayActions` know all four.
 * `read` takes this package's internal byte reader: call it through the decoders.
 *
 * @example
 * import { decodeUnsignedTransactionWith, transferTokensFormat } from '@ledgernet/transaction'
 * const formats: readonly ActionFormat[] = [transferTokensFormat]
 * decodeUnsignedTransactionWith(unsignedHex, formats).actions // TransferTokens only, or a DecodeError
 */
export type ActionFormat<A extends Action = Action> = {
  readonly type: A['type']
  /** The action's tag byte (section A.2). */
  readonly tag: number
  /** Reads the action's fields, after its tag. */
  read(reader: ByteReader, network: Network, field: string): A
  /** The action as the Gateway API writes it (a request, or a status record's `actions`). */
  toGateway(action: A): GatewayAction
}
