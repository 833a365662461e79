import { bytesToHex } from '@ledgernet/crypto'
import type { ActionFormat } from '../actions/ActionFormat.js'
import { ByteReader, hexByte } from '../bytes/ByteReader.js'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'
import { readNetwork } from '../bytes/network.js'
import { ACTIONS, MAX_UNSIGNED_TRANSACTION_LENGTH, MESSAGE } from '../formatLimits.js'
import { readAccountField } from './accountField.js'
import type { Action, UnsignedTransaction } from './UnsignedTransaction.js'
import {
  DISABLE_TOKEN_MINT_AND_BURN,
  UNSIGNED_TRANSACTION_MAGIC,
  UNSIGNED_TRANSACTION_VERSION,
} from './unsignedTransactionLayout.js'

/**
 * Decodes an unsigned transaction like `decodeUnsignedTransaction`, reading only the action types
 * in `formats`: an action of another type is refused with a `DecodeError` at its tag, as an
 * unknown tag is. A wallet that only sends tokens decodes with `[transferTokensFormat]` and
 * carries no code for the other actions.
 *
 * @example
 * import { decodeUnsignedTransactionWith, transferTokensFormat } from '@ledgernet/transaction'
 * const transaction = decodeUnsignedTransactionWith(build.transaction_build.unsigned_transaction, [transferTokensFormat])
 * transaction.actions[0] // { type: 'TransferTokens', from: 'ddx1…', to: 'ddx1…', token: 'xrd_dr1…', amount: 10n ** 18n }
 */
export function decodeUnsignedTransactionWith<A extends Action>(
  unsigned: BytesInput,
  formats: readonly ActionFormat<A>[],
): UnsignedTransaction & { actions: A[] } {
  const bytes = bytesOf(unsigned, 'unsigned')
  const reader = new ByteReader(bytes, 'unsigned transaction')
  if (bytes.length > MAX_UNSIGNED_TRANSACTION_LENGTH)
    reader.fail('length', `is ${bytes.length} bytes; at most ${MAX_UNSIGNED_TRANSACTION_LENGTH} are allowed`, 0)
  const transaction = readUnsignedTransaction(reader, formats)
  reader.end()
  return transaction
}

/** Reads an unsigned transaction from the reader's position (it delimits itself). */
export function readUnsignedTransaction<A extends Action>(
  reader: ByteReader,
  formats: readonly ActionFormat<A>[],
): UnsignedTransaction & { actions: A[] } {
  reader.expect(UNSIGNED_TRANSACTION_MAGIC, 'magic', 'is not "LNT" (4c 4e 54), the start of an unsigned transaction')
  const version = reader.u8('version')
  if (version !== UNSIGNED_TRANSACTION_VERSION)
    reader.fail('version', `is ${version}, only version 1 is known`, reader.offset - 1)
  const network = readNetwork(reader, 'network')
  const startEpoch = reader.u64('startEpoch')
  const endEpoch = reader.u64('endEpoch')
  if (endEpoch <= startEpoch) reader.fail('endEpoch', 'must be greater than startEpoch', reader.offset - 8)
  const nonce = reader.u64('nonce')
  const feePayer = readAccountField(reader, network, 'feePayer')
  const fee = reader.u256('fee')
  const flags = reader.u8('flags')
  if (flags > DISABLE_TOKEN_MINT_AND_BURN)
    reader.fail('flags', `is ${hexByte(flags)}; only bit 0 is defined`, reader.offset - 1)
  const count = reader.count('actions.length', ACTIONS, 2)
  const actions: A[] = []
  for (let index = 0; index < count; index++) {
    const field = `actions[${index}]`
    const tag = reader.u8(`${field}.type`)
    const format = formats.find((candidate) => candidate.tag === tag)
    if (!format) {
      const expected = formats.map((candidate) => `${hexByte(candidate.tag)} ${candidate.type}`).join(', ')
      reader.fail(`${field}.type`, `is ${hexByte(tag)}; expected ${expected}`, reader.offset - 1)
    }
    actions.push(format.read(reader, network, field))
  }
  const transaction: UnsignedTransaction & { actions: A[] } = {
    network: network.name,
    startEpoch,
    endEpoch,
    nonce,
    feePayer,
    fee,
    disableTokenMintAndBurn: flags === DISABLE_TOKEN_MINT_AND_BURN,
    actions,
  }
  if (reader.bool('messagePresent')) transaction.message = bytesToHex(reader.lengthPrefixed('message', 1, MESSAGE))
  return transaction
}
