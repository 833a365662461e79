import {
  bytesToHex,
  decodeV0Address,
  deriveTokenRri,
  encodeAccountAddress,
  encodeV0Address,
  hexToBytes,
  tokenHash,
} from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import type {
  SandboxState,
  StateAccount,
  StateNonFungibleResource,
  StateToken,
} from '../generated/controls/methods.gen.js'
import { type AddressBook, accountIdOfKey } from './AddressBook.js'
import type { LedgerStateView } from './Ledger.js'
import { NATIVE_RESOURCE_ID, nativeToken } from './nativeToken.js'
import type { FungibleResource, NonFungibleUnit } from './Resource.js'
import { StateLayer } from './StateLayer.js'
import { stateInvariantProblems } from './stateInvariants.js'

const MAX_U256 = (1n << 256n) - 1n
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The committed state as the `SandboxState` document of `specs/sandbox.openrpc.json`: the clock,
 * every fungible token with its supply, every non-fungible resource with its units, every account
 * with its balances (and its key when the ledger knows it). Lists are sorted, so the same state
 * always gives the same text.
 *
 * @example
 * const document = writeStateDocument(ledger.state, ledger.ledgerState(), ledger.book)
 * JSON.stringify(document) // a fixture to commit
 */
export function writeStateDocument(state: StateLayer, view: LedgerStateView, book: AddressBook): SandboxState {
  const tokens: StateToken[] = []
  const nonFungibleResources: StateNonFungibleResource[] = []
  const rriOf = new Map<string, string>()
  for (const resource of state.resources()) {
    if (resource.kind === 'fungible') {
      rriOf.set(resource.id, resource.rri)
      tokens.push({
        tokenIdentifier: resource.rri,
        symbol: resource.symbol,
        name: resource.name,
        description: resource.description,
        iconUrl: resource.iconUrl,
        url: resource.url,
        metadata: resource.metadata.map(({ key, value }) => ({ key, value })),
        isSupplyMutable: resource.isSupplyMutable,
        owner: resource.ownerKey ?? null,
        native: resource.native,
        totalSupply: state.supply(resource.id).toString(),
      })
    } else {
      nonFungibleResources.push({
        resourceAddress: encodeV0Address('resource', hexToBytes(resource.id), book.network),
        owner: resource.ownerKey,
        metadata: resource.metadata.map(({ key, value }) => ({ key, value })),
        units: [],
      })
    }
  }
  const unitsOf = new Map(
    nonFungibleResources.map((resource) => [
      bytesToHex(decodeV0Address(resource.resourceAddress).bytes),
      resource.units,
    ]),
  )
  for (const [resource, unit] of state.units())
    unitsOf.get(resource)?.push({
      id: unit.idHex,
      immutableData: unit.immutableData,
      mutableData: unit.mutableData,
      holder: book.v0Address(unit.holder),
      deleted: unit.deleted,
    })
  const accounts = new Map<string, StateAccount>()
  const accountOf = (id: string) => {
    const found = accounts.get(id)
    if (found) return found
    const account: StateAccount = { v0Address: book.v0Address(id), balances: {} }
    accounts.set(id, account)
    return account
  }
  for (const [id, keyHex] of state.accountKeys()) {
    const account = accountOf(id)
    account.publicKey = keyHex
    account.address = book.gatewayAddress(keyHex)
  }
  for (const [id, resource, balance] of state.balances()) {
    const rri = rriOf.get(resource)
    if (rri) accountOf(id).balances[rri] = balance.toString()
  }
  for (const resource of nonFungibleResources) resource.units.sort((a, b) => byText(a.id, b.id))
  return {
    format: 'ledgernet-sandbox-state',
    formatVersion: 1,
    network: 'localnet',
    ledgerState: view,
    tokens: tokens.sort((a, b) => byText(a.tokenIdentifier, b.tokenIdentifier)),
    nonFungibleResources: nonFungibleResources.sort((a, b) => byText(a.resourceAddress, b.resourceAddress)),
    accounts: [...accounts.values()]
      .map((account) => ({
        ...account,
        balances: Object.fromEntries(Object.entries(account.balances).sort(([a], [b]) => byText(a, b))),
      }))
      .sort((a, b) => byText(a.v0Address, b.v0Address)),
  }
}

/**
 * The most a loaded ledger's version, epoch or round may be: 2^52, so that the ledger can count
 * 2^52 more (more than it could commit in a thousand years) and every one is still a safe integer.
 *
 * @example
 * if (document.ledgerState.version > MAX_LOADED_CLOCK) refuse()
 */
const MAX_LOADED_CLOCK = 2 ** 52

/**
 * The most balances (entries of every account's `balances`) and non-fungible units a state
 * document may hold in all: 1,000,000 each. The spec bounds each list; this bounds their product.
 *
 * @example
 * if (balanceEntries > MAX_STATE_ENTRIES) refuse()
 */
const MAX_STATE_ENTRIES = 1_000_000

/** The most problems a refusal lists (then how many more there are). */
const MAX_PROBLEMS = 100

/**
 * Reads a state document that matched its schema into a ledger state, or says every way it is
 * not one (each problem names its field; the first 100, then how many more): a supply that is
 * not the sum of its balances (or the number of live units), an account, a token or a unit listed
 * twice, a user token's identifier not derived from its owner and symbol, a native token other
 * than the ledger's, a balance of a token the document does not list, a key or an address that is
 * not the account's, a value out of range, a clock beyond 2^52, more than 1,000,000 balances or
 * units in all. What it accepts passes `stateInvariantProblems`, the check the ledger runs after
 * every control.
 *
 * @example
 * const read = readStateDocument(document)
 * if ('problems' in read) throw new Error(read.problems.join('; '))
 */
export function readStateDocument(
  document: SandboxState,
):
  | { state: StateLayer; clock: { version: number; time: number; epoch: number; round: number } }
  | { problems: string[] } {
  const problems: string[] = []
  let balanceEntries = 0
  for (const account of document.accounts) balanceEntries += Object.keys(account.balances).length
  if (balanceEntries > MAX_STATE_ENTRIES)
    problems.push(`accounts: hold ${balanceEntries} balances in all, more than ${MAX_STATE_ENTRIES}`)
  let unitCount = 0
  for (const resource of document.nonFungibleResources) unitCount += resource.units.length
  if (unitCount > MAX_STATE_ENTRIES)
    problems.push(`nonFungibleResources: hold ${unitCount} units in all, more than ${MAX_STATE_ENTRIES}`)
  for (const field of ['version', 'epoch', 'round'] as const)
    if (document.ledgerState[field] > MAX_LOADED_CLOCK)
      problems.push(
        `ledgerState.${field}: is above 2^52, the most a loaded ledger starts from (so that every later ${field} is a safe integer)`,
      )
  if (problems.length > 0) return { problems }
  const attempt = <T>(field: string, read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      if (!isLedgernetError(error)) throw error
      problems.push(`${field}: ${(error as { problem?: string }).problem ?? error.shortMessage}`)
      return undefined
    }
  }
  const state = new StateLayer()
  const resourceOfRri = new Map<string, { id: string; field: string; supply: bigint; sum: bigint }>()
  let natives = 0
  document.tokens.forEach((token, index) => {
    const field = `tokens[${index}]`
    if (resourceOfRri.has(token.tokenIdentifier))
      problems.push(`${field}.tokenIdentifier: ${token.tokenIdentifier} is listed twice`)
    let resource: FungibleResource | undefined
    if (token.native) {
      natives += 1
      if (token.tokenIdentifier !== nativeToken.rri)
        problems.push(`${field}.tokenIdentifier: the native token of localnet is ${nativeToken.rri}`)
      if (token.owner !== null) problems.push(`${field}.owner: the native token has no owner (null)`)
      resource = nativeToken
    } else if (token.owner === null) problems.push(`${field}.owner: a token other than the native one has an owner`)
    else if (token.symbol === nativeToken.symbol)
      problems.push(`${field}.symbol: ${token.symbol} is the native token's, reserved`)
    else {
      const derived = attempt(`${field}.owner`, () => deriveTokenRri(token.owner!, token.symbol, 'localnet'))
      if (derived !== undefined && derived !== token.tokenIdentifier)
        problems.push(`${field}.tokenIdentifier: is not the rri derived from the owner and the symbol (${derived})`)
      if (derived !== undefined)
        resource = {
          kind: 'fungible',
          id: bytesToHex(tokenHash(token.owner, token.symbol)),
          rri: derived,
          symbol: token.symbol,
          name: token.name,
          description: token.description,
          iconUrl: token.iconUrl,
          url: token.url,
          metadata: token.metadata,
          isSupplyMutable: token.isSupplyMutable,
          ownerKey: token.owner,
          native: false,
        }
    }
    const supply = BigInt(token.totalSupply)
    if (supply > MAX_U256) problems.push(`${field}.totalSupply: is above 2^256 − 1`)
    if (resource) {
      state.addResource(resource)
      state.setSupply(resource.id, supply)
      resourceOfRri.set(token.tokenIdentifier, { id: resource.id, field, supply, sum: 0n })
    }
  })
  if (natives !== 1) problems.push(`tokens: must list the native token ${nativeToken.rri} once (found ${natives})`)

  document.nonFungibleResources.forEach((entry, index) => {
    const field = `nonFungibleResources[${index}]`
    const id = attempt(`${field}.resourceAddress`, () =>
      bytesToHex(decodeV0Address(entry.resourceAddress, 'localnet', 'resourceAddress').bytes),
    )
    if (id === undefined) return
    if (id === NATIVE_RESOURCE_ID) {
      problems.push(`${field}.resourceAddress: is the native token's`)
      return
    }
    if (state.resource(id)) {
      problems.push(`${field}.resourceAddress: names a resource listed before`)
      return
    }
    state.addResource({ kind: 'nonFungible', id, ownerKey: entry.owner, metadata: entry.metadata })
    let live = 0n
    const seen = new Set<string>()
    entry.units.forEach((unit, at) => {
      if (seen.has(unit.id)) {
        problems.push(`${field}.units[${at}].id: ${unit.id} is listed twice`)
        return
      }
      seen.add(unit.id)
      const holder = attempt(`${field}.units[${at}].holder`, () =>
        bytesToHex(decodeV0Address(unit.holder, 'localnet', 'holder').bytes),
      )
      if (holder === undefined) return
      const stored: NonFungibleUnit = {
        idHex: unit.id,
        immutableData: unit.immutableData,
        mutableData: unit.mutableData,
        holder,
        deleted: unit.deleted,
      }
      state.setNonFungible(id, stored)
      if (!unit.deleted) live += 1n
    })
    state.setSupply(id, live)
  })

  const accountIndex = new Map<string, number>()
  document.accounts.forEach((account, index) => {
    const field = `accounts[${index}]`
    const id = attempt(`${field}.v0Address`, () =>
      bytesToHex(decodeV0Address(account.v0Address, 'localnet', 'v0Address').bytes),
    )
    if (id === undefined) return
    const listed = accountIndex.get(id)
    if (listed !== undefined) {
      problems.push(`${field}.v0Address: names the account of accounts[${listed}] (one entry per account)`)
      return
    }
    accountIndex.set(id, index)
    if (account.publicKey !== undefined) {
      const keyId = attempt(`${field}.publicKey`, () => accountIdOfKey(hexToBytes(account.publicKey!)))
      if (keyId !== undefined && keyId !== id)
        problems.push(`${field}.publicKey: is not the key of ${account.v0Address}`)
      else if (keyId !== undefined) state.rememberAccountKey(id, account.publicKey)
      if (
        account.address !== undefined &&
        account.address !== attempt(`${field}.publicKey`, () => encodeAccountAddress(account.publicKey!, 'localnet'))
      )
        problems.push(`${field}.address: is not the address of its public key`)
    } else if (account.address !== undefined)
      problems.push(`${field}.address: is given without the public key it encodes`)
    for (const [rri, amount] of Object.entries(account.balances)) {
      const token = resourceOfRri.get(rri)
      if (!token) {
        problems.push(`${field}.balances.${rri}: the document lists no such token`)
        continue
      }
      const value = BigInt(amount)
      if (value > MAX_U256) problems.push(`${field}.balances.${rri}: is above 2^256 − 1`)
      token.sum += value
      state.setBalance(id, token.id, value)
    }
  })
  for (const [, token] of resourceOfRri)
    if (token.sum !== token.supply)
      problems.push(`${token.field}.totalSupply: is ${token.supply} but the balances add up to ${token.sum}`)

  const time = Date.parse(document.ledgerState.timestamp)
  if (Number.isNaN(time)) problems.push('ledgerState.timestamp: is not a date')
  // What the checks above let through must still be a ledger: the ledger's own check, last.
  if (problems.length === 0) problems.push(...stateInvariantProblems(state).map((problem) => `state: ${problem}`))
  if (problems.length > MAX_PROBLEMS)
    return { problems: [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more problems`] }
  if (problems.length > 0) return { problems }
  const { version, epoch, round } = document.ledgerState
  return { state, clock: { version, time, epoch, round } }
}
