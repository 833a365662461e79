import {
  bytesToHex,
  deriveTokenRri,
  encodeV0Address,
  fromSubunits,
  hexToBytes,
  type PublicKey,
  sha256d,
  tokenHash,
} from '@ledgernet/crypto'
import type { Instruction, NotarizedTransaction } from '@ledgernet/transaction'
import { type FeeTable, v0FeeCharge } from '../feeTable.js'
import { type AddressBook, accountIdOfKey } from './AddressBook.js'
import { NATIVE_RESOURCE_ID } from './nativeToken.js'
import type { FungibleResource, Resource } from './Resource.js'
import type { StateLayer } from './StateLayer.js'
import type { V0Receipt } from './V0Receipt.js'

/**
 * What the ledger needs of an accepted v0 transaction to execute it: the decoded transaction,
 * its intent hash, its signatories' keys (checked at submission) and the cost units it consumes.
 *
 * @example
 * const intent: ExecutableIntent = { notarized, intentHash, signatories, costUnits: 17550 }
 */
export type ExecutableIntent = {
  notarized: NotarizedTransaction
  intentHash: string
  signatories: readonly PublicKey[]
  costUnits: number
}

class InstructionFailure extends Error {}

/**
 * Executes a v0 transaction against `layer` (its round's draft) at `epoch` and returns its
 * receipt (`specs/transaction-format.md` B.6, `specs/gateway-v0.openapi.yaml`):
 *
 * - Rejected (nothing charged, nothing changed) when the end epoch has been reached or the
 *   notary's account cannot pay the fee;
 * - Failed (the fee is charged, every instruction's effect undone) when an instruction breaks a
 *   rule: a withdrawal from an account no signatory's key hashes to, a mint or burn by someone
 *   other than the resource's owner, a fixed or native supply, a missing resource, too little
 *   balance, an existing resource or non-fungible id, the reserved symbol `xrd`;
 * - Succeeded otherwise, with one output per instruction.
 *
 * The fee (burned + tipped) leaves the supply of the native token: the sandbox has no validators.
 *
 * @example
 * const receipt = executeIntent(roundDraft, book, fees, intent, 14)
 * receipt.status // 'Succeeded'
 */
export function executeIntent(
  layer: StateLayer,
  book: AddressBook,
  fees: FeeTable,
  intent: ExecutableIntent,
  epoch: number,
): V0Receipt {
  const { header, manifest } = intent.notarized.signedIntent.intent
  const summary = (consumed: number) => {
    const { burned, tipped } = v0FeeCharge(fees, { costUnits: consumed, tipPercentage: header.tipPercentage })
    return {
      cost_unit_limit: header.costUnitLimit,
      cost_units_consumed: consumed,
      cost_unit_price: fees.v0.costUnitPrice.toString(),
      tip_percentage: header.tipPercentage,
      xrd_burned: burned.toString(),
      xrd_tipped: tipped.toString(),
    }
  }
  const nothing = { new_components: [], new_resources: [], balance_changes: [], non_fungible_changes: [] }
  if (BigInt(epoch) >= header.endEpoch)
    return {
      status: 'Rejected',
      fee_summary: summary(0),
      state_updates: nothing,
      error_message: `the end epoch ${header.endEpoch} was reached before the transaction was committed`,
    }
  const fee = summary(intent.costUnits)
  const charge = BigInt(fee.xrd_burned) + BigInt(fee.xrd_tipped)
  const notary = accountIdOfKey(header.notaryPublicKey.bytes)
  const held = layer.balance(notary, NATIVE_RESOURCE_ID)
  if (held < charge)
    return {
      status: 'Rejected',
      fee_summary: summary(0),
      state_updates: nothing,
      error_message: `the notary's account ${book.v0Address(notary)} cannot pay the fee: ${fromSubunits(charge)} XRD required, ${fromSubunits(held)} XRD available`,
    }

  const paid = layer.draft()
  paid.rememberAccountKey(notary, header.notaryPublicKey.hex)
  paid.setBalance(notary, NATIVE_RESOURCE_ID, held - charge)
  paid.setSupply(NATIVE_RESOURCE_ID, paid.supply(NATIVE_RESOURCE_ID) - charge)

  const work = paid.draft()
  const signers = new Set(intent.signatories.map((key) => key.hex))
  const signerAccounts = new Set(intent.signatories.map((key) => accountIdOfKey(key.bytes)))
  const created: string[] = []
  const output: string[] = []
  try {
    manifest.instructions.forEach((instruction, index) => {
      output.push(
        runInstruction(work, book, instruction, index, {
          intentHash: intent.intentHash,
          signers,
          signerAccounts,
          created,
        }),
      )
    })
  } catch (error) {
    if (!(error instanceof InstructionFailure)) throw error
    const updates = stateUpdates(layer, paid, book, [])
    paid.mergeIntoParent()
    return { status: 'Failed', fee_summary: fee, state_updates: updates, error_message: error.message }
  }
  for (const key of intent.signatories) work.rememberAccountKey(accountIdOfKey(key.bytes), key.hex)
  work.mergeIntoParent()
  const updates = stateUpdates(layer, paid, book, created)
  paid.mergeIntoParent()
  return { status: 'Succeeded', fee_summary: fee, state_updates: updates, output }
}

type InstructionContext = {
  intentHash: string
  signers: ReadonlySet<string>
  signerAccounts: ReadonlySet<string>
  created: string[]
}

function runInstruction(
  layer: StateLayer,
  book: AddressBook,
  instruction: Instruction,
  index: number,
  context: InstructionContext,
): string {
  const fail = (reason: string): never => {
    throw new InstructionFailure(`instruction ${index} (${instruction.type}): ${reason}`)
  }
  const resourceAddress = (id: string) => encodeV0Address('resource', hexToBytes(id), book.network)
  const withdrawFrom = (address: string): string => {
    const account = book.idOfV0Address(address)
    if (!context.signerAccounts.has(account)) fail(`${address} did not sign: no signatory's key is this account's`)
    return account
  }
  const existing = (address: string): Resource => {
    const resource = layer.resource(book.idOfV0Address(address))
    return resource ?? fail(`${address} does not exist`)
  }
  const mutableFungible = (address: string, verb: string): FungibleResource => {
    const resource = existing(address)
    if (resource.kind !== 'fungible') return fail(`${address} is a NonFungible resource`)
    if (resource.native) return fail(`the native token cannot be ${verb}`)
    if (!resource.isSupplyMutable) return fail(`${address} has a fixed supply and cannot be ${verb}`)
    if (!context.signers.has(resource.ownerKey!))
      return fail(`only the owner of ${address} may have it ${verb}, and the owner did not sign`)
    return resource
  }
  switch (instruction.type) {
    case 'TransferFungible': {
      const from = withdrawFrom(instruction.from)
      const resource = existing(instruction.resource)
      if (resource.kind !== 'fungible') fail(`${instruction.resource} is a NonFungible resource`)
      const available = layer.balance(from, resource.id)
      if (available < instruction.amount)
        fail(
          `${instruction.from} holds ${fromSubunits(available)} of ${instruction.resource}, ${fromSubunits(instruction.amount)} requested`,
        )
      layer.setBalance(from, resource.id, available - instruction.amount)
      const to = book.idOfV0Address(instruction.to)
      layer.setBalance(to, resource.id, layer.balance(to, resource.id) + instruction.amount)
      return ''
    }
    case 'MintFungible': {
      const resource = mutableFungible(instruction.resource, 'minted')
      const to = book.idOfV0Address(instruction.to)
      layer.setBalance(to, resource.id, layer.balance(to, resource.id) + instruction.amount)
      layer.setSupply(resource.id, layer.supply(resource.id) + instruction.amount)
      return ''
    }
    case 'BurnFungible': {
      const from = withdrawFrom(instruction.from)
      const resource = mutableFungible(instruction.resource, 'burned')
      const available = layer.balance(from, resource.id)
      if (available < instruction.amount)
        fail(
          `${instruction.from} holds ${fromSubunits(available)} of ${instruction.resource}, ${fromSubunits(instruction.amount)} requested`,
        )
      layer.setBalance(from, resource.id, available - instruction.amount)
      layer.setSupply(resource.id, layer.supply(resource.id) - instruction.amount)
      return ''
    }
    case 'CreateFungibleResource': {
      const owner = instruction.owner
      if (!context.signers.has(owner.hex)) fail(`the owner ${owner.hex} did not sign`)
      if (instruction.symbol === 'xrd') fail('the symbol "xrd" is reserved for the native token')
      const id = bytesToHex(tokenHash(owner, instruction.symbol))
      if (layer.resource(id)) fail(`${resourceAddress(id)} already exists`)
      const entry = (key: string) => instruction.metadata.find((candidate) => candidate.key === key)?.value ?? ''
      layer.addResource({
        kind: 'fungible',
        id,
        rri: deriveTokenRri(owner, instruction.symbol, book.network),
        symbol: instruction.symbol,
        name: entry('name') || instruction.symbol,
        description: entry('description'),
        iconUrl: entry('icon_url'),
        url: entry('url'),
        metadata: [...instruction.metadata],
        isSupplyMutable: instruction.isSupplyMutable,
        ownerKey: owner.hex,
        native: false,
      })
      if (instruction.initialSupply > 0n) {
        const to = book.idOfV0Address(instruction.to)
        layer.setBalance(to, id, layer.balance(to, id) + instruction.initialSupply)
      }
      layer.setSupply(id, instruction.initialSupply)
      context.created.push(resourceAddress(id))
      return `04${id}`
    }
    case 'CreateNonFungibleResource': {
      if (!context.signers.has(instruction.owner.hex)) fail(`the owner ${instruction.owner.hex} did not sign`)
      const seed = new Uint8Array(34)
      seed.set(hexToBytes(context.intentHash), 0)
      seed[32] = index >> 8
      seed[33] = index & 0xff
      const id = bytesToHex(sha256d(seed).subarray(6))
      if (layer.resource(id)) fail(`${resourceAddress(id)} already exists`)
      layer.addResource({
        kind: 'nonFungible',
        id,
        ownerKey: instruction.owner.hex,
        metadata: [...instruction.metadata],
      })
      layer.setSupply(id, 0n)
      context.created.push(resourceAddress(id))
      return `04${id}`
    }
    case 'MintNonFungible': {
      const resource = existing(instruction.resource)
      if (resource.kind !== 'nonFungible') fail(`${instruction.resource} is a Fungible resource`)
      if (!context.signers.has(resource.ownerKey!))
        fail(`only the owner of ${instruction.resource} may mint it, and the owner did not sign`)
      if (layer.nonFungible(resource.id, instruction.id))
        fail(`id ${instruction.id} already exists in ${instruction.resource}`)
      layer.setNonFungible(resource.id, {
        idHex: instruction.id,
        immutableData: instruction.immutableData,
        mutableData: instruction.mutableData,
        holder: book.idOfV0Address(instruction.to),
        deleted: false,
      })
      layer.setSupply(resource.id, layer.supply(resource.id) + 1n)
      return ''
    }
  }
}

/** The net changes `after` (a draft of `before`) makes, in the receipt's order. */
function stateUpdates(
  before: StateLayer,
  after: StateLayer,
  book: AddressBook,
  created: string[],
): V0Receipt['state_updates'] {
  const resourceAddress = (id: string) => encodeV0Address('resource', hexToBytes(id), book.network)
  const balanceChanges: V0Receipt['state_updates']['balance_changes'] = []
  for (const [key, value] of after.balanceWrites()) {
    const [account, resource] = key.split(':') as [string, string]
    const delta = value - before.balance(account, resource)
    if (delta !== 0n)
      balanceChanges.push({
        component_address: book.v0Address(account),
        resource_address: resourceAddress(resource),
        delta: delta.toString(),
      })
  }
  type IdMoves = {
    component_address: string
    resource_address: string
    added_ids_hex: string[]
    removed_ids_hex: string[]
  }
  const moves = new Map<string, IdMoves>()
  const entry = (account: string, resource: string) => {
    const key = `${account}:${resource}`
    const found = moves.get(key)
    if (found) return found
    const change: IdMoves = {
      component_address: book.v0Address(account),
      resource_address: resourceAddress(resource),
      added_ids_hex: [],
      removed_ids_hex: [],
    }
    moves.set(key, change)
    return change
  }
  for (const [key, unit] of after.unitWrites()) {
    const resource = key.slice(0, key.indexOf(':'))
    const previous = before.nonFungible(resource, unit.idHex)
    const wasHeldBy = previous && !previous.deleted ? previous.holder : undefined
    const isHeldBy = unit.deleted ? undefined : unit.holder
    if (wasHeldBy === isHeldBy) continue
    if (wasHeldBy !== undefined) entry(wasHeldBy, resource).removed_ids_hex.push(unit.idHex)
    if (isHeldBy !== undefined) entry(isHeldBy, resource).added_ids_hex.push(unit.idHex)
  }
  const byAddresses = (a: { component_address: string; resource_address: string }, b: typeof a) =>
    a.component_address < b.component_address
      ? -1
      : a.component_address > b.component_address
        ? 1
        : a.resource_address < b.resource_address
          ? -1
          : a.resource_address > b.resource_address
            ? 1
            : 0
  const nonFungibleChanges = [...moves.values()]
  for (const change of nonFungibleChanges) {
    change.added_ids_hex.sort()
    change.removed_ids_hex.sort()
  }
  return {
    new_components: [],
    new_resources: created,
    balance_changes: balanceChanges.sort(byAddresses),
    non_fungible_changes: nonFungibleChanges.sort(byAddresses),
  }
}
