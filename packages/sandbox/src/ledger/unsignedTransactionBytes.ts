import { parseRri } from '@ledgernet/crypto'
import { encodeUnsignedTransaction, formatLimits, type Action, type UnsignedTransaction } from '@ledgernet/transaction'
import type { AddressBook } from './AddressBook.js'
import { BoundedCache } from './BoundedCache.js'
import { writeU256 } from './writeU256.js'

const MAGIC_AND_VERSION = [0x4c, 0x4e, 0x54, 0x01] as const
const LOCALNET_ID = 0x63
const MAX_U64 = (1n << 64n) - 1n
const MAX_U256 = (1n << 256n) - 1n
const HEX = /^(?:[0-9a-fA-F]{2})*$/

/** Token references (`specs/transaction-format.md` A.3) of the rri strings met so far. */
const tokenReferences = new BoundedCache<string, Uint8Array>(4096)

/**
 * The unsigned transaction of `specs/transaction-format.md` A.1, byte for byte what
 * `@ledgernet/transaction`'s `encodeUnsignedTransaction` writes (a property test compares them),
 * for the transactions a build makes over and over: transfers, mints and burns between accounts
 * the address book has already read, of tokens met before. Their keys are taken from the book
 * instead of being Bech32-decoded again (three decodes were most of a build's encoding). Anything
 * else — a token creation, an address or rri not read yet, a value out of range, a transaction
 * over the size limit — is handed to `encodeUnsignedTransaction`, which also names the field of
 * any error.
 *
 * @example
 * const unsigned = unsignedTransactionBytes(transaction, ledger.book) // same bytes as encodeUnsignedTransaction(transaction)
 */
export function unsignedTransactionBytes(transaction: UnsignedTransaction, book: AddressBook): Uint8Array {
  return writeKnown(transaction, book) ?? encodeUnsignedTransaction(transaction)
}

function writeKnown(transaction: UnsignedTransaction, book: AddressBook): Uint8Array | undefined {
  const { startEpoch, endEpoch, nonce, fee, actions, message } = transaction
  if (transaction.network !== 'localnet' || typeof transaction.disableTokenMintAndBurn !== 'boolean') return undefined
  if (!u64(startEpoch) || !u64(endEpoch) || !u64(nonce) || endEpoch <= startEpoch || !u256(fee)) return undefined
  const feePayer = book.known(transaction.feePayer)
  if (!feePayer || !Array.isArray(actions) || actions.length < formatLimits.actions.min || actions.length > formatLimits.actions.max) return undefined
  if (message !== undefined && (typeof message !== 'string' || message.length > 2 * formatLimits.message.max || !HEX.test(message))) return undefined
  // First the parts and the length, then one buffer written front to back.
  const parts: ActionPart[] = []
  let length = 97 + 1 + (message === undefined ? 0 : 1 + message.length / 2)
  for (const action of actions as readonly Action[]) {
    const part = actionPart(action, book)
    if (!part) return undefined
    parts.push(part)
    length += 1 + 33 + (part.second ? 33 : 0) + part.token.length + 32
  }
  if (length > formatLimits.maxUnsignedTransactionLength) return undefined
  // Pooled and not zeroed: every byte below is written.
  const out = Buffer.allocUnsafe(length)
  out.set(MAGIC_AND_VERSION, 0)
  out[4] = LOCALNET_ID
  out.writeBigUInt64BE(startEpoch, 5)
  out.writeBigUInt64BE(endEpoch, 13)
  out.writeBigUInt64BE(nonce, 21)
  out.set(feePayer.keyBytes, 29)
  writeU256(out, 62, fee)
  out[94] = transaction.disableTokenMintAndBurn ? 0x01 : 0x00
  out.writeUInt16BE(actions.length, 95)
  let offset = 97
  for (const part of parts) {
    out[offset++] = part.tag
    out.set(part.first, offset)
    offset += 33
    if (part.second) {
      out.set(part.second, offset)
      offset += 33
    }
    out.set(part.token, offset)
    offset += part.token.length
    writeU256(out, offset, part.amount)
    offset += 32
  }
  if (message === undefined) out[offset] = 0x00
  else {
    out[offset++] = 0x01
    out[offset++] = message.length / 2
    out.write(message, offset, 'hex')
  }
  return out
}

/** What A.2 writes for a transfer (tag 0x01), mint (0x03) or burn (0x04): tag, key(s), token, amount. */
type ActionPart = { tag: number; first: Uint8Array; second?: Uint8Array; token: Uint8Array; amount: bigint }

function actionPart(action: Action, book: AddressBook): ActionPart | undefined {
  if (typeof action !== 'object' || action === null) return undefined
  let tag: number
  let first: string
  let second: string | undefined
  switch (action.type) {
    case 'TransferTokens':
      ;[tag, first, second] = [0x01, action.from, action.to]
      break
    case 'MintTokens':
      ;[tag, first] = [0x03, action.to]
      break
    case 'BurnTokens':
      ;[tag, first] = [0x04, action.from]
      break
    default:
      return undefined
  }
  if (!u256(action.amount) || action.amount === 0n) return undefined
  const token = tokenReference(action.token)
  const firstAccount = book.known(first)
  const secondAccount = second === undefined ? undefined : book.known(second)
  if (!token || !firstAccount || (second !== undefined && !secondAccount)) return undefined
  return { tag, first: firstAccount.keyBytes, ...(secondAccount ? { second: secondAccount.keyBytes } : {}), token, amount: action.amount }
}

/** The token reference of a localnet rri, or `undefined` when it is not one. */
function tokenReference(rri: unknown): Uint8Array | undefined {
  if (typeof rri !== 'string') return undefined
  const cached = tokenReferences.get(rri)
  if (cached) return cached
  let parsed: ReturnType<typeof parseRri>
  try {
    parsed = parseRri(rri, 'localnet')
  } catch {
    return undefined
  }
  // A system token has no token reference: encodeUnsignedTransaction refuses it, naming the field.
  if (parsed.kind === 'system') return undefined
  let reference: Uint8Array
  if (parsed.kind === 'native') reference = Uint8Array.of(0x01)
  else {
    reference = new Uint8Array(2 + parsed.symbol.length + 26)
    reference[0] = 0x03
    reference[1] = parsed.symbol.length
    for (let index = 0; index < parsed.symbol.length; index++) reference[2 + index] = parsed.symbol.charCodeAt(index)
    reference.set(parsed.hash, 2 + parsed.symbol.length)
  }
  tokenReferences.set(rri, reference)
  return reference
}

const u64 = (value: unknown): value is bigint => typeof value === 'bigint' && value >= 0n && value <= MAX_U64
const u256 = (value: unknown): value is bigint => typeof value === 'bigint' && value >= 0n && value <= MAX_U256
