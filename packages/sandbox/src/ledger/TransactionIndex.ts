import { FailedWindow } from './FailedWindow.js'
import type { GatewayRecord, IntentRecord, TransactionRecord } from './TransactionRecord.js'

/**
 * How many FAILED and Rejected transactions stay known, and for how long, by default.
 *
 * @example
 * new Ledger({ ...options, failedWindow: { ...DEFAULT_FAILED_WINDOW, count: 100 } })
 */
export const DEFAULT_FAILED_WINDOW = Object.freeze({ count: 10_000, ageMs: 3_600_000 })

/**
 * Every transaction the ledger knows, as the queries find them: Gateway and JSON-RPC ones by id
 * and by payload (SHA-256d of the unsigned bytes, which makes a transaction re-signed under
 * another signature a duplicate), v0 ones by intent hash — and the window of FAILED and Rejected
 * ones still answered for (the most recent `count`, none older than `ageMs`; past it they are
 * forgotten, so a flood of failing transactions costs bounded memory). Every lookup first forgets
 * what the window let go of, so an idle ledger (automine runs no round) forgets on time too.
 *
 * @example
 * const index = new TransactionIndex({ count: 10_000, ageMs: 3_600_000 })
 * index.addGateway(record)
 * index.transaction(record.id, Date.now()) // record
 */
export class TransactionIndex {
  readonly #transactions: Map<string, GatewayRecord>
  readonly #payloads: Map<string, GatewayRecord>
  readonly #intents: Map<string, IntentRecord>
  readonly #failed: FailedWindow<TransactionRecord>

  constructor(
    window: { count: number; ageMs: number },
    from?: { index: TransactionIndex; copies: ReadonlyMap<TransactionRecord, TransactionRecord> },
  ) {
    const forget = (record: TransactionRecord) => this.remove(record)
    if (!from) {
      this.#transactions = new Map()
      this.#payloads = new Map()
      this.#intents = new Map()
      this.#failed = new FailedWindow(window, forget)
      return
    }
    const { index, copies } = from
    this.#transactions = new Map(index.#transactions)
    this.#payloads = new Map(index.#payloads)
    this.#intents = new Map(index.#intents)
    // Pending records are copied (a round changes them in place); the committed and failed ones
    // never change again and are shared.
    for (const copy of copies.values()) {
      if (copy.kind === 'gateway') {
        this.#transactions.set(copy.id, copy)
        this.#payloads.set(copy.payloadHash, copy)
      } else this.#intents.set(copy.intentHash, copy)
    }
    this.#failed = index.#failed.copy(forget)
  }

  /** A Gateway transaction by id. */
  transaction(id: string, now: number): GatewayRecord | undefined {
    this.#failed.expire(now)
    return this.#transactions.get(id)
  }

  /** A Gateway transaction by its payload hash, whatever its signature. */
  transactionByPayload(payloadHash: string, now: number): GatewayRecord | undefined {
    this.#failed.expire(now)
    return this.#payloads.get(payloadHash)
  }

  /** A v0 transaction by intent hash. */
  intent(intentHash: string, now: number): IntentRecord | undefined {
    this.#failed.expire(now)
    return this.#intents.get(intentHash)
  }

  add(record: TransactionRecord): void {
    if (record.kind === 'gateway') {
      this.#transactions.set(record.id, record)
      this.#payloads.set(record.payloadHash, record)
    } else this.#intents.set(record.intentHash, record)
  }

  /** Forgets a record, where the index still holds that very record (not a later one with the same key). */
  remove(record: TransactionRecord): void {
    if (record.kind === 'gateway') {
      if (this.#transactions.get(record.id) === record) this.#transactions.delete(record.id)
      if (this.#payloads.get(record.payloadHash) === record) this.#payloads.delete(record.payloadHash)
    } else if (this.#intents.get(record.intentHash) === record) this.#intents.delete(record.intentHash)
  }

  /** A transaction FAILED (Gateway) or was Rejected (v0) at `at`: it stays known for the window. */
  failed(record: TransactionRecord, at: number): void {
    this.#failed.add(record, at)
  }

  /** Forgets the FAILED and Rejected transactions older than the window at `now`. */
  expire(now: number): void {
    this.#failed.expire(now)
  }

  /** How many FAILED and Rejected transactions are still answered for. */
  get failedCount(): number {
    return this.#failed.size
  }

  /** An independent copy for a snapshot, pointing at `copies` of the pending records. */
  copy(copies: ReadonlyMap<TransactionRecord, TransactionRecord>): TransactionIndex {
    return new TransactionIndex(this.#failed, { index: this, copies })
  }

  /** An empty index with the same window (a reset or a loaded state forgets every transaction). */
  emptied(): TransactionIndex {
    return new TransactionIndex(this.#failed)
  }
}
