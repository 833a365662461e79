import type { PublicKey } from '@ledgernet/crypto'
import type { AddressBook } from './AddressBook.js'
import { NATIVE_RESOURCE_ID, nativeToken } from './nativeToken.js'
import { StateLayer } from './StateLayer.js'

/**
 * Genesis: the accounts funded with XRD when the ledger starts, and when. A key is a `PublicKey` or
 * its hex, which the ledger's book checks (`AddressBook.ofKeyHex`), a generated development key
 * aside.
 *
 * @example
 * const genesis: Genesis = { timestamp: Date.now(), allocations: [{ publicKey, amount: 10n ** 24n }] }
 */
export type Genesis = { timestamp: number; allocations: readonly { publicKey: PublicKey | string; amount: bigint }[] }

/**
 * The state at genesis: the native token, funded to the genesis allocations (its supply their
 * sum); each account's key is remembered.
 *
 * @example
 * const state = genesisState(genesis, new AddressBook())
 * state.supply(NATIVE_RESOURCE_ID) // the sum of the allocations
 */
export function genesisState(genesis: Genesis, book: AddressBook): StateLayer {
  const state = new StateLayer()
  state.addResource(nativeToken)
  let supply = 0n
  for (const { publicKey, amount } of genesis.allocations) {
    const account = typeof publicKey === 'string' ? book.ofKeyHex(publicKey) : book.ofKey(publicKey)
    state.rememberAccountKey(account.id, account.keyHex)
    state.setBalance(account.id, NATIVE_RESOURCE_ID, state.balance(account.id, NATIVE_RESOURCE_ID) + amount)
    supply += amount
  }
  state.setSupply(NATIVE_RESOURCE_ID, supply)
  return state
}
