import { parseRri, parseSubunits } from '@ledgernet/crypto'
import { type Action, fromGatewayActions, type GatewayAction } from '@ledgernet/transaction'
import type { AddressBook } from '../../ledger/AddressBook.js'
import { BoundedCache } from '../../ledger/BoundedCache.js'

const knownRris = new BoundedCache<string, true>(4096)

/**
 * The actions of a build request in the ledger's terms: what `fromGatewayActions` gives, but
 * transfers, mints and burns whose addresses and rri this sandbox has already read are taken
 * from its caches instead of being Bech32-decoded again (a client repeats the same accounts and
 * tokens). Anything else — a new address, a token creation, a bad value — goes through
 * `fromGatewayActions`, which also names the field of any error.
 *
 * @example
 * const actions = readGatewayActions(request.actions, ledger.book)
 */
export function readGatewayActions(actions: readonly GatewayAction[], book: AddressBook): Action[] {
  const read: Action[] = []
  for (const action of actions) {
    const fast = fastAction(action, book)
    if (!fast) return remember(fromGatewayActions(actions, 'localnet'), book)
    read.push(fast)
  }
  return read
}

function fastAction(action: GatewayAction, book: AddressBook): Action | undefined {
  if (action.type === 'CreateTokenDefinition') return undefined
  const rri = action.amount.token_identifier.rri
  if (!knownRris.get(rri)) return undefined
  let amount: bigint
  try {
    amount = parseSubunits(action.amount.value)
  } catch {
    return undefined
  }
  // Addresses are taken in the book's own spelling: one string per account across requests.
  switch (action.type) {
    case 'TransferTokens': {
      const from = book.known(action.from_account.address)
      const to = book.known(action.to_account.address)
      return from && to ? { type: 'TransferTokens', from: from.address, to: to.address, token: rri, amount } : undefined
    }
    case 'MintTokens': {
      const to = book.known(action.to_account.address)
      return to ? { type: 'MintTokens', to: to.address, token: rri, amount } : undefined
    }
    case 'BurnTokens': {
      const from = book.known(action.from_account.address)
      return from ? { type: 'BurnTokens', from: from.address, token: rri, amount } : undefined
    }
  }
}

/** Records the addresses and rri strings `fromGatewayActions` accepted, for the next request. */
function remember(actions: Action[], book: AddressBook): Action[] {
  for (const action of actions) {
    if (action.type === 'TransferTokens' || action.type === 'BurnTokens') book.ofAddress(action.from)
    if (action.type === 'TransferTokens' || action.type === 'MintTokens') book.ofAddress(action.to)
    if (action.type !== 'CreateTokenDefinition') {
      parseRri(action.token, 'localnet')
      knownRris.set(action.token, true)
    }
  }
  return actions
}
