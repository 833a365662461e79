import type { NonFungibleUnit, Resource } from './Resource.js'

/**
 * The ledger's state, or a draft of changes on top of another layer. Reads fall through to the
 * parent; writes stay in the layer until `mergeIntoParent()`. A transaction runs in a draft of
 * its round's draft, so that a failing transaction is dropped whole (atomicity) and a round is
 * made visible only once its journal records are on disk.
 *
 * Accounts are keyed by the 26-byte hash of their public key (the payload of their v0
 * address), so that a v0 transfer to an `account_…` address and a Gateway transfer to the same
 * key's `ddx1…` address credit the same account. Resources are keyed by their 26-byte id.
 *
 * @example
 * const base = new StateLayer()
 * const draft = base.draft()
 * draft.setBalance(account, nativeResourceId, 10n)
 * draft.mergeIntoParent() // base now holds the balance
 */
export class StateLayer {
  readonly parent: StateLayer | undefined
  // A draft lives for one check or one transaction and usually writes a few balances: its maps
  // are made when first written.
  #balances: Map<string, bigint> | undefined
  #resources: Map<string, Resource> | undefined
  #rris: Map<string, string> | undefined
  #supplies: Map<string, bigint> | undefined
  #units: Map<string, NonFungibleUnit> | undefined
  #accountKeys: Map<string, string> | undefined
  /** Only the root keeps the indexes behind `holdings`, the v0 component view. */
  readonly #holdings: Map<string, Map<string, Set<string> | true>> | undefined

  constructor(parent?: StateLayer) {
    this.parent = parent
    this.#holdings = parent ? undefined : new Map()
  }

  /** A new empty draft on top of this layer. */
  draft(): StateLayer {
    return new StateLayer(this)
  }

  balance(account: string, resource: string): bigint {
    return this.#balance(`${account}:${resource}`)
  }

  /** The balance under its `account:resource` key, looked up through the parents with one key. */
  #balance(key: string): bigint {
    let layer: StateLayer | undefined = this
    while (layer) {
      const value = layer.#balances?.get(key)
      if (value !== undefined) return value
      layer = layer.parent
    }
    return 0n
  }

  setBalance(account: string, resource: string, value: bigint): void {
    this.#balances ??= new Map()
    this.#balances.set(`${account}:${resource}`, value)
    if (this.#holdings) this.#hold(account).set(resource, this.#hold(account).get(resource) ?? true)
  }

  resource(id: string): Resource | undefined {
    return this.#resources?.get(id) ?? this.parent?.resource(id)
  }

  /** The fungible resource of an rri string as written (lower-case), if it exists. */
  resourceIdOfRri(rri: string): string | undefined {
    return this.#rris?.get(rri) ?? this.parent?.resourceIdOfRri(rri)
  }

  addResource(resource: Resource): void {
    this.#resources ??= new Map()
    this.#resources.set(resource.id, resource)
    if (resource.kind === 'fungible') {
      this.#rris ??= new Map()
      this.#rris.set(resource.rri, resource.id)
    }
    if (!this.#supplies?.has(resource.id)) this.setSupply(resource.id, this.supply(resource.id))
  }

  /** Total supply: subunits of a fungible resource, live units of a non-fungible one. */
  supply(resource: string): bigint {
    const value = this.#supplies?.get(resource)
    if (value !== undefined) return value
    return this.parent ? this.parent.supply(resource) : 0n
  }

  setSupply(resource: string, value: bigint): void {
    this.#supplies ??= new Map()
    this.#supplies.set(resource, value)
  }

  nonFungible(resource: string, idHex: string): NonFungibleUnit | undefined {
    return this.#units?.get(`${resource}:${idHex}`) ?? this.parent?.nonFungible(resource, idHex)
  }

  setNonFungible(resource: string, unit: NonFungibleUnit): void {
    const previous = this.#holdings ? this.nonFungible(resource, unit.idHex) : undefined
    this.#units ??= new Map()
    this.#units.set(`${resource}:${unit.idHex}`, unit)
    if (!this.#holdings) return
    if (previous && !previous.deleted) this.#idsOf(previous.holder, resource).delete(previous.idHex)
    if (!unit.deleted) this.#idsOf(unit.holder, resource).add(unit.idHex)
  }

  /** The public key (hex) behind an account hash, when the ledger has seen it. */
  accountKey(account: string): string | undefined {
    return this.#accountKeys?.get(account) ?? this.parent?.accountKey(account)
  }

  rememberAccountKey(account: string, keyHex: string): void {
    if (this.accountKey(account) !== undefined) return
    this.#accountKeys ??= new Map()
    this.#accountKeys.set(account, keyHex)
  }

  /**
   * What an account holds, by resource: `true` for a fungible vault, the set of unit ids for a
   * non-fungible one. Root layer only (the committed state).
   */
  holdings(account: string): ReadonlyMap<string, ReadonlySet<string> | true> {
    if (!this.#holdings) throw new Error('holdings are indexed on the root layer only')
    return this.#holdings.get(account) ?? new Map()
  }

  /** Every resource, fungible and not (root layer only). */
  resources(): IterableIterator<Resource> {
    if (this.parent) throw new Error('resources are listed on the root layer only')
    return (this.#resources ?? new Map<string, Resource>()).values()
  }

  /** Every (account, resource, balance) with a fungible vault (root layer only). */
  *balances(): IterableIterator<[account: string, resource: string, balance: bigint]> {
    if (this.parent) throw new Error('balances are listed on the root layer only')
    for (const [key, value] of this.#balances ?? []) {
      const separator = key.indexOf(':')
      yield [key.slice(0, separator), key.slice(separator + 1), value]
    }
  }

  /** Every non-fungible unit (root layer only). */
  *units(): IterableIterator<[resource: string, unit: NonFungibleUnit]> {
    if (this.parent) throw new Error('units are listed on the root layer only')
    for (const [key, unit] of this.#units ?? []) yield [key.slice(0, key.indexOf(':')), unit]
  }

  /** The balance writes of this layer alone, for receipts (`account:resource` → new value). */
  balanceWrites(): ReadonlyMap<string, bigint> {
    return this.#balances ?? new Map()
  }

  /** The unit writes of this layer alone (`resource:id` → unit). */
  unitWrites(): ReadonlyMap<string, NonFungibleUnit> {
    return this.#units ?? new Map()
  }

  /**
   * An independent copy of this root layer, for snapshots: writes to either do not show in the
   * other. Entries are shared (balances are bigints; resources and units are never changed in
   * place, only replaced), so a copy costs a walk of the maps, not of their values.
   */
  copy(): StateLayer {
    if (this.parent) throw new Error('only the root layer is copied')
    const copy = new StateLayer()
    if (this.#balances) copy.#balances = new Map(this.#balances)
    if (this.#resources) copy.#resources = new Map(this.#resources)
    if (this.#rris) copy.#rris = new Map(this.#rris)
    if (this.#supplies) copy.#supplies = new Map(this.#supplies)
    if (this.#units) copy.#units = new Map(this.#units)
    if (this.#accountKeys) copy.#accountKeys = new Map(this.#accountKeys)
    for (const [account, held] of this.#holdings!)
      copy.#holdings!.set(
        account,
        new Map([...held].map(([resource, ids]) => [resource, ids instanceof Set ? new Set(ids) : ids])),
      )
    return copy
  }

  /** Every (account, public key) the layer knows (root layer only). */
  accountKeys(): IterableIterator<[account: string, keyHex: string]> {
    if (this.parent) throw new Error('account keys are listed on the root layer only')
    return (this.#accountKeys ?? new Map<string, string>()).entries()
  }

  /** Moves every write of this draft into its parent; the draft must not be used afterwards. */
  mergeIntoParent(): void {
    const parent = this.parent
    if (!parent) throw new Error('the root layer has no parent to merge into')
    for (const resource of this.#resources?.values() ?? []) parent.addResource(resource)
    for (const [key, value] of this.#balances ?? []) {
      const separator = key.indexOf(':')
      parent.setBalance(key.slice(0, separator), key.slice(separator + 1), value)
    }
    for (const [resource, value] of this.#supplies ?? []) parent.setSupply(resource, value)
    for (const [key, unit] of this.#units ?? []) parent.setNonFungible(key.slice(0, key.indexOf(':')), unit)
    for (const [account, key] of this.#accountKeys ?? []) parent.rememberAccountKey(account, key)
  }

  #hold(account: string): Map<string, Set<string> | true> {
    const found = this.#holdings!.get(account)
    if (found) return found
    const held = new Map<string, Set<string> | true>()
    this.#holdings!.set(account, held)
    return held
  }

  #idsOf(account: string, resource: string): Set<string> {
    const held = this.#hold(account)
    const found = held.get(resource)
    if (found instanceof Set) return found
    const ids = new Set<string>()
    held.set(resource, ids)
    return ids
  }
}
