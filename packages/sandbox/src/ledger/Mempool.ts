import { type FeeTable, v0FeeCharge } from '../feeTable.js'
import { accountIdOfKey } from './AddressBook.js'
import type { ExecutableIntent } from './executeIntent.js'
import type { IntentRecord, TransactionRecord } from './TransactionRecord.js'

/**
 * What a v0 transaction will charge its notary (burned + tipped), and the notary's account.
 *
 * @example
 * const { charge, account } = v0FeeOf(defaultFeeTable, intent)
 */
export function v0FeeOf(fees: FeeTable, intent: ExecutableIntent): { charge: bigint; account: string } {
  const { header } = intent.notarized.signedIntent.intent
  const { burned, tipped } = v0FeeCharge(fees, { costUnits: intent.costUnits, tipPercentage: header.tipPercentage })
  return { charge: burned + tipped, account: accountIdOfKey(header.notaryPublicKey.bytes) }
}

/**
 * The transactions waiting for a round, in submission order, and the XRD the v0 ones among them
 * will charge each notary's account (so that a notary cannot queue more fees than it can pay).
 * The reservations always match the transactions waiting: every change recomputes them.
 *
 * @example
 * const mempool = new Mempool(defaultFeeTable, 100_000)
 * mempool.add(record)
 * const batch = mempool.take(Number.POSITIVE_INFINITY) // the whole mempool, which is now empty
 */
export class Mempool {
  /** The fee table the v0 reservations are charged by. */
  readonly fees: FeeTable
  /** Transactions it holds at most. */
  readonly limit: number
  #records: TransactionRecord[]
  #reserved = new Map<string, bigint>()

  constructor(fees: FeeTable, limit: number, records: TransactionRecord[] = []) {
    this.fees = fees
    this.limit = limit
    this.#records = records
    this.#reserve()
  }

  get size(): number {
    return this.#records.length
  }

  /** True when it cannot take another transaction until the next round. */
  get full(): boolean {
    return this.#records.length >= this.limit
  }

  /** The transactions waiting, oldest first. */
  get records(): readonly TransactionRecord[] {
    return this.#records
  }

  /** XRD the v0 transactions waiting will charge `account`. */
  reservedFor(account: string): bigint {
    return this.#reserved.get(account) ?? 0n
  }

  add(record: TransactionRecord): void {
    this.#records.push(record)
    if (record.kind === 'v0') this.#reserveOne(record)
  }

  /** Takes the oldest `max` transactions out (all of them by default) for a round. */
  take(max = Number.POSITIVE_INFINITY): TransactionRecord[] {
    const batch = max >= this.#records.length ? this.#records : this.#records.slice(0, max)
    this.#records = batch === this.#records ? [] : this.#records.slice(batch.length)
    this.#reserve()
    return batch
  }

  /** Puts a round's batch back in front (its write failed: the transactions wait for the next round). */
  putBack(batch: readonly TransactionRecord[]): void {
    this.#records = batch.concat(this.#records)
    this.#reserve()
  }

  /** Takes one transaction out (its automine round could not be written: it was never submitted). */
  remove(record: TransactionRecord): void {
    this.#records = this.#records.filter((pending) => pending !== record)
    this.#reserve()
  }

  /**
   * An independent copy for a snapshot, holding `copies` of the records (a round changes a record
   * in place when it commits it, so a snapshot keeps its own).
   */
  copy(copies: ReadonlyMap<TransactionRecord, TransactionRecord>): Mempool {
    return new Mempool(
      this.fees,
      this.limit,
      this.#records.map((record) => copies.get(record) ?? record),
    )
  }

  /** The reservations of the transactions waiting, from scratch. */
  #reserve(): void {
    this.#reserved = new Map()
    for (const record of this.#records) if (record.kind === 'v0') this.#reserveOne(record)
  }

  #reserveOne(record: IntentRecord): void {
    const { charge, account } = v0FeeOf(this.fees, record)
    this.#reserved.set(account, (this.#reserved.get(account) ?? 0n) + charge)
  }
}
