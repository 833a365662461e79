import { bytesToHex, deriveTokenRri, encodeAccountAddress, type Network } from '@ledgernet/crypto'
import { readAccountAddress } from './accountAddress.js'
import { ByteReader } from './ByteReader.js'
import { bytesOf, type BytesInput } from './bytesInput.js'
import {
  DISABLE_TOKEN_MINT_AND_BURN,
  UNSIGNED_TRANSACTION_MAGIC,
  UNSIGNED_TRANSACTION_VERSION,
  actionTags,
} from './encodeUnsignedTransaction.js'
import { ACTIONS, MAX_UNSIGNED_TRANSACTION_LENGTH, MESSAGE, SYMBOL, TOKEN_DESCRIPTION, TOKEN_NAME, TOKEN_URL } from './formatLimits.js'
import { readNetwork } from './network.js'
import { readTokenReference } from './tokenReference.js'
import type { Action, CreateTokenDefinition, UnsignedTransaction } from './UnsignedTransaction.js'

/**
 * Decodes an unsigned transaction (`specs/transaction-format.md` section A.1) — the Gateway API's
 * `unsigned_transaction` or JSON-RPC's `blob` — into its friendly form, so that a wallet can check
 * what it is about to sign. Refuses, with a `DecodeError` naming the offset and the reason,
 * truncated input, trailing bytes, an unknown version or tag and every non-canonical form.
 *
 * @example
 * import { decodeUnsignedTransaction } from '@ledgernet/transaction'
 * const transaction = decodeUnsignedTransaction(build.transaction_build.unsigned_transaction)
 * transaction.actions[0] // { type: 'TransferTokens', from: 'ddx1…', to: 'ddx1…', token: 'xrd_dr1…', amount: 10n ** 18n }
 */
export function decodeUnsignedTransaction(unsigned: BytesInput): UnsignedTransaction {
  const bytes = bytesOf(unsigned, 'unsigned')
  const reader = new ByteReader(bytes, 'unsigned transaction')
  if (bytes.length > MAX_UNSIGNED_TRANSACTION_LENGTH) {
    reader.fail('length', `is ${bytes.length} bytes; at most ${MAX_UNSIGNED_TRANSACTION_LENGTH} are allowed`, 0)
  }
  const transaction = readUnsignedTransaction(reader)
  reader.end()
  return transaction
}

/** Reads an unsigned transaction from the reader's position (it delimits itself). */
export function readUnsignedTransaction(reader: ByteReader): UnsignedTransaction {
  reader.expect(UNSIGNED_TRANSACTION_MAGIC, 'magic', 'is not "LNT" (4c 4e 54); this is not an unsigned transaction')
  const versionAt = reader.offset
  const version = reader.u8('version')
  if (version !== UNSIGNED_TRANSACTION_VERSION) reader.fail('version', `is ${version}, only version 1 is known`, versionAt)
  const network = readNetwork(reader, 'network')
  const startEpoch = reader.u64('startEpoch')
  const endAt = reader.offset
  const endEpoch = reader.u64('endEpoch')
  if (endEpoch <= startEpoch) reader.fail('endEpoch', 'is not greater than startEpoch (the end epoch is exclusive)', endAt)
  const nonce = reader.u64('nonce')
  const feePayer = readAccountAddress(reader, network, 'feePayer')
  const fee = reader.u256('fee')
  const flagsAt = reader.offset
  const flags = reader.u8('flags')
  if ((flags & ~DISABLE_TOKEN_MINT_AND_BURN) !== 0) {
    reader.fail('flags', `is 0x${flags.toString(16).padStart(2, '0')}; only bit 0 (disable_token_mint_and_burn) is defined`, flagsAt)
  }
  const count = reader.count('actions.length', ACTIONS, 2)
  const actions: Action[] = []
  for (let index = 0; index < count; index++) actions.push(readAction(reader, network, `actions[${index}]`))
  const transaction: UnsignedTransaction = {
    network: network.name,
    startEpoch,
    endEpoch,
    nonce,
    feePayer,
    fee,
    disableTokenMintAndBurn: flags === DISABLE_TOKEN_MINT_AND_BURN,
    actions,
  }
  if (reader.bool('messagePresent')) {
    transaction.message = bytesToHex(reader.lengthPrefixed('message', 1, MESSAGE))
  }
  return transaction
}

function readAction(reader: ByteReader, network: Network, field: string): Action {
  const start = reader.offset
  const tag = reader.u8(`${field}.type`)
  switch (tag) {
    case actionTags.TransferTokens:
      return {
        type: 'TransferTokens',
        from: readAccountAddress(reader, network, `${field}.from`),
        to: readAccountAddress(reader, network, `${field}.to`),
        token: readTokenReference(reader, network, `${field}.token`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    case actionTags.CreateTokenDefinition:
      return readCreateTokenDefinition(reader, network, field)
    case actionTags.MintTokens:
      return {
        type: 'MintTokens',
        to: readAccountAddress(reader, network, `${field}.to`),
        token: readTokenReference(reader, network, `${field}.token`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    case actionTags.BurnTokens:
      return {
        type: 'BurnTokens',
        from: readAccountAddress(reader, network, `${field}.from`),
        token: readTokenReference(reader, network, `${field}.token`),
        amount: reader.positiveU256(`${field}.amount`),
      }
    default:
      return reader.fail(
        `${field}.type`,
        `is the unknown action tag 0x${tag.toString(16).padStart(2, '0')} (known: 0x01 TransferTokens, 0x02 CreateTokenDefinition, 0x03 MintTokens, 0x04 BurnTokens)`,
        start,
      )
  }
}

function readCreateTokenDefinition(reader: ByteReader, network: Network, field: string): CreateTokenDefinition {
  const owner = reader.publicKey(`${field}.owner`)
  const symbol = reader.symbol(`${field}.symbol`, SYMBOL)
  const name = reader.text(`${field}.name`, 2, TOKEN_NAME)
  const description = reader.text(`${field}.description`, 2, TOKEN_DESCRIPTION)
  const iconUrl = reader.text(`${field}.iconUrl`, 2, TOKEN_URL)
  const url = reader.text(`${field}.url`, 2, TOKEN_URL)
  const isSupplyMutable = reader.bool(`${field}.isSupplyMutable`)
  const action: CreateTokenDefinition = {
    type: 'CreateTokenDefinition',
    owner: encodeAccountAddress(owner, network),
    symbol,
    name,
    description,
    iconUrl,
    url,
    isSupplyMutable,
    supply: 0n,
    token: deriveTokenRri(owner, symbol, network),
  }
  if (!isSupplyMutable) {
    action.to = readAccountAddress(reader, network, `${field}.to`)
    action.supply = reader.positiveU256(`${field}.supply`)
  }
  return action
}
