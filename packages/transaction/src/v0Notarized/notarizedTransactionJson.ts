import { type PublicKey, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { bigintFromJson, type JsonForm, publicKeyFromJson, signatureFromJson, signatureToJson } from '../jsonFields.js'
import type { Intent, NotarizedTransaction } from './Intent.js'

type Jsonify<T> = JsonForm<T, bigint | PublicKey | Signature>

/**
 * The JSON form of an {@link Intent}: bigints as decimal strings, public keys as 66 hex.
 *
 * @example
 * const json: IntentJson = intentToJson(intent)
 */
export type IntentJson = Jsonify<Intent>

/**
 * The JSON form of a {@link NotarizedTransaction}: bigints as decimal strings, public keys as
 * 66 hex, signatures as 130 hex (recovery id ‖ r ‖ s). The `value` of `specs/vectors/notarized.json`.
 *
 * @example
 * const json: NotarizedTransactionJson = notarizedTransactionToJson(notarized)
 */
export type NotarizedTransactionJson = Jsonify<NotarizedTransaction>

const replacer = (_key: string, value: unknown) => {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Signature) return signatureToJson(value)
  return value
}

/**
 * An intent in JSON form.
 *
 * @example
 * import { intentToJson } from '@ledgernet/transaction'
 * JSON.stringify(intentToJson(intent))
 */
export function intentToJson(intent: Intent): IntentJson {
  return JSON.parse(JSON.stringify(intent, replacer))
}

/**
 * A notarized transaction in JSON form.
 *
 * @example
 * import { decodeNotarizedTransaction, notarizedTransactionToJson } from '@ledgernet/transaction'
 * console.log(JSON.stringify(notarizedTransactionToJson(decodeNotarizedTransaction(hex)), null, 2))
 */
export function notarizedTransactionToJson(notarized: NotarizedTransaction): NotarizedTransactionJson {
  // Signature.toJSON writes DER; the JSON form carries the 65 recoverable bytes instead.
  return JSON.parse(
    JSON.stringify(notarized, function (this: Record<string, unknown>, key, value) {
      const raw = this[key]
      return raw instanceof Signature ? signatureToJson(raw) : replacer(key, value)
    }),
  )
}

const bigintKeys = new Set(['startEpoch', 'endEpoch', 'nonce', 'amount', 'initialSupply'])
const publicKeyKeys = new Set(['notaryPublicKey', 'owner', 'publicKey'])

function revive(value: unknown, path: string, key: string): unknown {
  if (bigintKeys.has(key)) return bigintFromJson(value, path)
  if (publicKeyKeys.has(key)) return publicKeyFromJson(value, path)
  if (key === 'signature' || key === 'notarySignature') return signatureFromJson(value, path)
  if (Array.isArray(value)) return value.map((item, index) => revive(item, `${path}[${index}]`, ''))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, revive(item, path ? `${path}.${name}` : name, name)]),
    )
  }
  return value
}

/**
 * Reads an intent's JSON form back. Values are checked again when encoded.
 *
 * @example
 * import { encodeIntent, intentFromJson } from '@ledgernet/transaction'
 * encodeIntent(intentFromJson(json))
 */
export function intentFromJson(json: IntentJson): Intent {
  if (typeof json !== 'object' || json === null) throw new InvalidArgumentError('intent', 'must be an object')
  return revive(json, '', '') as Intent
}

/**
 * Reads a notarized transaction's JSON form back. Values are checked again when encoded.
 *
 * @example
 * import { encodeNotarizedTransaction, notarizedTransactionFromJson } from '@ledgernet/transaction'
 * encodeNotarizedTransaction(notarizedTransactionFromJson(vector.value))
 */
export function notarizedTransactionFromJson(json: NotarizedTransactionJson): NotarizedTransaction {
  if (typeof json !== 'object' || json === null)
    throw new InvalidArgumentError('notarizedTransaction', 'must be an object')
  return revive(json, '', '') as NotarizedTransaction
}
