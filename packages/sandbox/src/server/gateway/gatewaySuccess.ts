import type { Answer } from '../Answer.js'

/**
 * A Gateway API 200 answer written as text: `members` (the JSON members of the operation's
 * response, without braces) and the `ledger_state` every success carries. The operations answered
 * on every transfer write their few hex and number members this way rather than building objects
 * for `JSON.stringify`; `ledgerStateJson` is the ledger's cached text (`Ledger.ledgerStateJson`).
 * Members must be valid JSON: hex, numbers, booleans and strings already serialized.
 *
 * @example
 * gatewaySuccess(`"transaction_identifier":{"hash":"${id}"},"duplicate":false`, ledger.ledgerStateJson())
 * // { status: 200, json: '{"transaction_identifier":{"hash":"…"},"duplicate":false,"ledger_state":{…}}' }
 */
export function gatewaySuccess(members: string, ledgerStateJson: string): Answer {
  return { status: 200, json: `{${members},"ledger_state":${ledgerStateJson}}` }
}
