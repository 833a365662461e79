import { decodeAccountAddress, deriveTokenRri, type Network, parseRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { ByteWriter } from '../bytes/ByteWriter.js'
import { bytesOf } from '../bytes/bytesInput.js'
import { networkOf } from '../bytes/network.js'
import { writeTransactionPreamble } from '../bytes/transactionPreamble.js'
import { formatLimits } from '../formatLimits.js'
import { writeAccountField } from './accountField.js'
import { writeTokenReference } from './tokenReference.js'
import type { Action, CreateTokenDefinition, UnsignedTransaction } from './UnsignedTransaction.js'
import {
  BURN_TOKENS_TAG,
  CREATE_TOKEN_DEFINITION_TAG,
  DISABLE_TOKEN_MINT_AND_BURN,
  MINT_TOKENS_TAG,
  TRANSFER_TOKENS_TAG,
  UNSIGNED_TRANSACTION_MAGIC,
  UNSIGNED_TRANSACTION_VERSION,
} from './unsignedTransactionLayout.js'

/**
 * The canonical bytes of an unsigned transaction (`specs/transaction-format.md` section A.1):
 * what the Gateway API returns hex-encoded as `unsigned_transaction` and JSON-RPC as `blob`.
 * Every field is checked first; a bad one throws an `InvalidArgumentError` naming it (e.g.
 * `actions[1].amount`) and the reason.
 *
 * @example
 * import { encodeUnsignedTransaction, payloadToSign } from '@ledgernet/transaction'
 * const unsigned = encodeUnsignedTransaction({
 *   network: 'localnet', startEpoch: 10n, endEpoch: 20n, nonce: 7n,
 *   feePayer: alice, fee: 100_000_000_000_000_000n, disableTokenMintAndBurn: false,
 *   actions: [{ type: 'TransferTokens', from: alice, to: bob, token: 'xrd_dr1qyrs8qwl', amount: 10n ** 18n }],
 * })
 * payloadToSign(unsigned) // 64 hex characters
 */
export function encodeUnsignedTransaction(transaction: UnsignedTransaction): Uint8Array {
  if (typeof transaction !== 'object' || transaction === null) {
    throw new InvalidArgumentError('transaction', 'must be an object')
  }
  const writer = new ByteWriter()
  const network = networkOf(transaction.network, 'network')
  writeTransactionPreamble(writer, UNSIGNED_TRANSACTION_MAGIC, UNSIGNED_TRANSACTION_VERSION, network, transaction, '')
  writeAccountField(writer, transaction.feePayer, network, 'feePayer')
  writer.u256(transaction.fee, 'fee', false)
  if (typeof transaction.disableTokenMintAndBurn !== 'boolean') {
    throw new InvalidArgumentError('disableTokenMintAndBurn', 'must be a boolean')
  }
  writer.u8(transaction.disableTokenMintAndBurn ? DISABLE_TOKEN_MINT_AND_BURN : 0)
  const actions: readonly Action[] = transaction.actions
  if (!Array.isArray(actions)) throw new InvalidArgumentError('actions', 'must be an array')
  writer.integer(actions.length, 'actions', 2, formatLimits.actions)
  for (const [index, action] of actions.entries()) writeAction(writer, action, network, `actions[${index}]`)
  if (transaction.message === undefined) {
    writer.u8(0)
  } else {
    writer.u8(1)
    writer.lengthPrefixed(messageBytes(transaction.message), 'message', 1, formatLimits.message)
  }
  if (writer.length > formatLimits.maxUnsignedTransactionLength) {
    throw new InvalidArgumentError(
      'transaction',
      `encodes to ${writer.length} bytes; at most ${formatLimits.maxUnsignedTransactionLength} are allowed (1 MiB signed)`,
    )
  }
  return writer.toBytes()
}

function messageBytes(message: unknown): Uint8Array {
  if (typeof message !== 'string') throw new InvalidArgumentError('message', 'must be a hex string')
  return message === '' ? new Uint8Array() : bytesOf(message, 'message')
}

function writeAction(writer: ByteWriter, action: Action, network: Network, field: string): void {
  if (typeof action !== 'object' || action === null) throw new InvalidArgumentError(field, 'must be an object')
  switch (action.type) {
    case 'TransferTokens':
      writer.u8(TRANSFER_TOKENS_TAG)
      writeAccountField(writer, action.from, network, `${field}.from`)
      writeAccountField(writer, action.to, network, `${field}.to`)
      writeTokenReference(writer, action.token, network, `${field}.token`)
      writer.u256(action.amount, `${field}.amount`, true)
      return
    case 'CreateTokenDefinition':
      writeCreateTokenDefinition(writer, action, network, field)
      return
    case 'MintTokens':
      writer.u8(MINT_TOKENS_TAG)
      writeAccountField(writer, action.to, network, `${field}.to`)
      writeTokenReference(writer, action.token, network, `${field}.token`)
      writer.u256(action.amount, `${field}.amount`, true)
      return
    case 'BurnTokens':
      writer.u8(BURN_TOKENS_TAG)
      writeAccountField(writer, action.from, network, `${field}.from`)
      writeTokenReference(writer, action.token, network, `${field}.token`)
      writer.u256(action.amount, `${field}.amount`, true)
      return
    default:
      throw new InvalidArgumentError(
        `${field}.type`,
        'must be TransferTokens, CreateTokenDefinition, MintTokens or BurnTokens',
      )
  }
}

function writeCreateTokenDefinition(
  writer: ByteWriter,
  action: CreateTokenDefinition,
  network: Network,
  field: string,
): void {
  writer.u8(CREATE_TOKEN_DEFINITION_TAG)
  writeAccountField(writer, action.owner, network, `${field}.owner`)
  writer.symbol(action.symbol, `${field}.symbol`, formatLimits.symbol)
  if (action.token !== undefined) {
    const owner = decodeAccountAddress(action.owner, network, `${field}.owner`).publicKey
    parseRri(action.token, network, `${field}.token`)
    const derived = deriveTokenRri(owner, action.symbol, network)
    if (action.token.toLowerCase() !== derived) {
      throw new InvalidArgumentError(
        `${field}.token`,
        `is not the rri derived from the owner's key and the symbol (${derived})`,
      )
    }
  }
  writer.text(action.name, `${field}.name`, 2, formatLimits.tokenName)
  writer.text(action.description, `${field}.description`, 2, formatLimits.tokenDescription)
  writer.text(action.iconUrl, `${field}.iconUrl`, 2, formatLimits.tokenUrl)
  writer.text(action.url, `${field}.url`, 2, formatLimits.tokenUrl)
  writer.bool(action.isSupplyMutable, `${field}.isSupplyMutable`)
  if (action.isSupplyMutable) {
    if (action.supply !== 0n) {
      throw new InvalidArgumentError(
        `${field}.supply`,
        'must be 0 for a mutable-supply token (it starts with no supply)',
      )
    }
    if (action.to !== undefined) {
      throw new InvalidArgumentError(`${field}.to`, 'must be absent for a mutable-supply token (nothing is issued)')
    }
    return
  }
  if (action.to === undefined) {
    throw new InvalidArgumentError(`${field}.to`, 'is required for a fixed-supply token (it receives the supply)')
  }
  writeAccountField(writer, action.to, network, `${field}.to`)
  writer.u256(action.supply, `${field}.supply`, true)
}
