import { bytesToHex, deriveTokenRri, tokenHash } from '@ledgernet/crypto'
import type { UnsignedTransaction } from '@ledgernet/transaction'
import type { AddressBook, LedgerAccount } from './AddressBook.js'
import type { ActionRule, LedgerViolation } from './LedgerViolation.js'
import { NATIVE_RESOURCE_ID } from './nativeToken.js'
import type { FungibleResource } from './Resource.js'
import type { StateLayer } from './StateLayer.js'

/**
 * Runs a Gateway API / JSON-RPC transaction against `layer` (a draft): checks every ledger rule
 * in action order (`specs/transaction-format.md` A.6 and the Gateway API's build rules), applies
 * each action, then charges the fee to the fee payer and burns it. Returns the first rule broken,
 * in which case the draft holds partial changes and must be dropped; `undefined` when the
 * transaction applied. Building, submitting and committing all run this one function, so the
 * three agree.
 *
 * `givenTokens` are the rri strings a build request gave for its CreateTokenDefinition actions
 * (by action index): the bytes do not carry them (they are derived), the request may disagree.
 *
 * @example
 * const draft = ledger.state.draft()
 * const violation = applyGatewayTransaction(draft, book, transaction)
 * if (!violation) draft.mergeIntoParent()
 */
export function applyGatewayTransaction(
  layer: StateLayer,
  book: AddressBook,
  transaction: UnsignedTransaction,
  givenTokens?: ReadonlyMap<number, string>,
): LedgerViolation | undefined {
  const payer = book.ofAddress(transaction.feePayer)
  layer.rememberAccountKey(payer.id, payer.keyHex)
  const actions = transaction.actions
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!
    const broken = (
      rule: ActionRule,
      extra: { rri?: string; derived?: string; expectedSigner?: string } = {},
    ): LedgerViolation => ({
      kind: 'action',
      actionIndex: index,
      actionType: action.type,
      rule,
      feePayer: transaction.feePayer,
      ...extra,
    })
    switch (action.type) {
      case 'TransferTokens': {
        const from = book.ofAddress(action.from)
        if (from.id !== payer.id) return broken('FROM_ACCOUNT_NOT_FEE_PAYER', { expectedSigner: action.from })
        const token = fungible(layer, action.token)
        if (!token) return { kind: 'tokenNotFound', actionIndex: index, rri: action.token }
        const shortOf = debit(layer, from, token, action, index)
        if (shortOf) return shortOf
        credit(layer, book.ofAddress(action.to), token.id, action.amount)
        break
      }
      case 'CreateTokenDefinition': {
        const owner = book.ofAddress(action.owner)
        if (owner.id !== payer.id) return broken('OWNER_NOT_FEE_PAYER', { expectedSigner: action.owner })
        if (action.symbol === 'xrd') return { kind: 'reservedSymbol', actionIndex: index, symbol: action.symbol }
        const derived = deriveTokenRri(owner.publicKey, action.symbol, book.network)
        const given = givenTokens?.get(index) ?? action.token ?? derived
        if (given !== derived) return broken('TOKEN_IDENTIFIER_MISMATCH', { rri: given, derived })
        const id = bytesToHex(tokenHash(owner.publicKey, action.symbol))
        if (layer.resource(id)) return broken('TOKEN_ALREADY_EXISTS', { rri: derived })
        layer.addResource(gatewayToken(id, derived, owner.keyHex, action))
        if (!action.isSupplyMutable) {
          const to = book.ofAddress(action.to!)
          credit(layer, to, id, action.supply)
          layer.setSupply(id, action.supply)
        }
        break
      }
      case 'MintTokens': {
        if (transaction.disableTokenMintAndBurn) return broken('MINT_AND_BURN_DISABLED', { rri: action.token })
        const token = fungible(layer, action.token)
        if (!token) return { kind: 'tokenNotFound', actionIndex: index, rri: action.token }
        const refused = supplyRule(token, payer, book)
        if (refused) return broken(refused.rule, { rri: action.token, ...refused.extra })
        credit(layer, book.ofAddress(action.to), token.id, action.amount)
        layer.setSupply(token.id, layer.supply(token.id) + action.amount)
        break
      }
      case 'BurnTokens': {
        const from = book.ofAddress(action.from)
        if (from.id !== payer.id) return broken('FROM_ACCOUNT_NOT_FEE_PAYER', { expectedSigner: action.from })
        if (transaction.disableTokenMintAndBurn) return broken('MINT_AND_BURN_DISABLED', { rri: action.token })
        const token = fungible(layer, action.token)
        if (!token) return { kind: 'tokenNotFound', actionIndex: index, rri: action.token }
        const refused = supplyRule(token, payer, book)
        if (refused) return broken(refused.rule, { rri: action.token, ...refused.extra })
        const shortOf = debit(layer, from, token, action, index)
        if (shortOf) return shortOf
        layer.setSupply(token.id, layer.supply(token.id) - action.amount)
        break
      }
    }
  }
  const available = layer.balance(payer.id, NATIVE_RESOURCE_ID)
  if (available < transaction.fee) return { kind: 'insufficientFee', required: transaction.fee, available }
  layer.setBalance(payer.id, NATIVE_RESOURCE_ID, available - transaction.fee)
  layer.setSupply(NATIVE_RESOURCE_ID, layer.supply(NATIVE_RESOURCE_ID) - transaction.fee)
  return undefined
}

/** The fungible resource an rri names, as this layer sees it. */
function fungible(layer: StateLayer, rri: string): FungibleResource | undefined {
  const id = layer.resourceIdOfRri(rri)
  const resource = id === undefined ? undefined : layer.resource(id)
  return resource?.kind === 'fungible' ? resource : undefined
}

function supplyRule(
  token: FungibleResource,
  payer: LedgerAccount,
  book: AddressBook,
): { rule: ActionRule; extra?: { expectedSigner: string } } | undefined {
  if (token.native) return { rule: 'NATIVE_TOKEN' }
  if (!token.isSupplyMutable) return { rule: 'FIXED_SUPPLY_TOKEN' }
  if (token.ownerKey !== payer.keyHex)
    return { rule: 'NOT_TOKEN_OWNER', extra: { expectedSigner: book.gatewayAddress(token.ownerKey!) } }
  return undefined
}

/**
 * Takes an action's `amount` of `token` (named `rri` in the action) from `account`; when it holds
 * less, takes nothing and returns the violation.
 */
function debit(
  layer: StateLayer,
  account: LedgerAccount,
  token: FungibleResource,
  { token: rri, amount }: { token: string; amount: bigint },
  actionIndex: number,
): LedgerViolation | undefined {
  const available = layer.balance(account.id, token.id)
  if (available < amount) return { kind: 'insufficientFunds', actionIndex, rri, requested: amount, available }
  layer.setBalance(account.id, token.id, available - amount)
  return undefined
}

function credit(layer: StateLayer, account: LedgerAccount, resource: string, amount: bigint): void {
  layer.rememberAccountKey(account.id, account.keyHex)
  layer.setBalance(account.id, resource, layer.balance(account.id, resource) + amount)
}

function gatewayToken(
  id: string,
  rri: string,
  ownerKey: string,
  action: Extract<UnsignedTransaction['actions'][number], { type: 'CreateTokenDefinition' }>,
): FungibleResource {
  const metadata = [
    { key: 'description', value: action.description },
    { key: 'icon_url', value: action.iconUrl },
    { key: 'name', value: action.name },
    { key: 'url', value: action.url },
  ].filter((entry) => entry.value !== '')
  return {
    kind: 'fungible',
    id,
    rri,
    symbol: action.symbol,
    name: action.name,
    description: action.description,
    iconUrl: action.iconUrl,
    url: action.url,
    metadata,
    isSupplyMutable: action.isSupplyMutable,
    ownerKey,
    native: false,
  }
}
