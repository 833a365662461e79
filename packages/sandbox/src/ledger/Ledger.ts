import {
  decodeNotarizedTransaction,
  decodeSignedTransaction,
  encodeIntent,
  type UnsignedTransaction,
} from '@ledgernet/transaction'
import type { FeeTable } from '../feeTable.js'
import type { JournalHealth } from '../journal/JournalHealth.js'
import { writeErrorText } from '../journal/JournalHealth.js'
import type { JournalRecord, JournalSink } from '../journal/JournalRecord.js'
import { enginePlatform } from '../platform/enginePlatform.js'
import type { Platform } from '../platform/Platform.js'
import type { SandboxLogger } from '../SandboxLogger.js'
import { AddressBook } from './AddressBook.js'
import { applyGatewayTransaction } from './applyGatewayTransaction.js'
import { Clock, type ClockReading, type LedgerStateView, type StatePoint } from './Clock.js'
import { type ExecutableIntent, executeIntent } from './executeIntent.js'
import { commitRound, executeGatewayTransaction, executeRound } from './executeRound.js'
import { type Genesis, genesisState } from './genesisState.js'
import { JournalWriter } from './JournalWriter.js'
import type { LedgerOutcome } from './LedgerOutcome.js'
import { LedgerStatistics, type LedgerStats } from './LedgerStatistics.js'
import { copyLedgerValue, type LedgerValue, ledgerValueAt } from './LedgerValue.js'
import { describeViolation, type LedgerViolation } from './LedgerViolation.js'
import { Mempool, v0FeeOf } from './Mempool.js'
import { NATIVE_RESOURCE_ID } from './nativeToken.js'
import type { StateLayer } from './StateLayer.js'
import { writeStateDocument } from './stateDocument.js'
import { clockInvariantProblems, stateInvariantProblems } from './stateInvariants.js'
import { DEFAULT_FAILED_WINDOW, TransactionIndex } from './TransactionIndex.js'
import type { GatewayRecord, IntentRecord, TransactionRecord } from './TransactionRecord.js'

export type { LedgerStateView } from './Clock.js'
export type { Genesis } from './genesisState.js'
export type { LedgerOutcome } from './LedgerOutcome.js'
export type { LedgerStats } from './LedgerStatistics.js'
export type { GatewayRecord, IntentRecord } from './TransactionRecord.js'

/**
 * How the ledger runs, and what it runs on: every dependency comes through here.
 *
 * @example
 * const ledger = new Ledger({ genesis, fees: defaultFeeTable, roundsPerEpoch: 100, validityEpochs: 100, logger })
 */
export type LedgerOptions = {
  genesis: Genesis
  fees: FeeTable
  roundsPerEpoch: number
  /** Epochs a built transaction stays valid: the window is [current, current + validityEpochs). */
  validityEpochs: number
  logger: SandboxLogger
  /** Hashing, hex and signature checks (default `enginePlatform`). */
  platform?: Platform
  /** Where the journal records go (the journal file of a data directory); none: the ledger lives in memory. */
  journal?: JournalSink
  /** Transactions the mempool holds at most (default 100,000). */
  mempoolLimit?: number
  /**
   * FAILED (Gateway) and Rejected (v0) transactions stay known to queries: the most recent
   * `count` (default 10,000), none older than `ageMs` (default one hour).
   */
  failedWindow?: { count?: number; ageMs?: number }
  /** Commit every submission at once, in a round of its own (default false: the sandbox sets it). */
  automine?: boolean
}

/** A state record of the journal: the whole `state` at `clock`, as `dumpState` would write it. */
type StateRecord = Extract<JournalRecord, { type: 'state' }>

/**
 * The one ledger behind the four interfaces. Its mutable state is one value (`LedgerValue`: the
 * committed state, the clock, the mempool, the transactions' records, the statistics), so a
 * snapshot is a copy of it and a revert puts it back. A round commits the whole mempool in
 * submission order; each transaction runs in its own draft (all or nothing), the round's journal
 * records are written (and fsynced, on Node) by the `JournalWriter`, and only then does the round's
 * draft become the state and its transactions CONFIRMED. Rounds and controls never overlap.
 *
 * @example
 * const ledger = new Ledger(options)
 * ledger.submit(record)
 * await ledger.runRound()
 * ledger.transaction(record.id)?.status // 'CONFIRMED'
 */
export class Ledger {
  readonly book = new AddressBook()
  readonly fees: FeeTable
  readonly roundsPerEpoch: number
  readonly validityEpochs: number
  readonly genesis: Genesis
  readonly platform: Platform
  /** Whether a submission is committed at once, in a round of its own. */
  automine: boolean
  #value: LedgerValue
  readonly #journal: JournalWriter
  readonly #snapshots = new Map<string, { value: LedgerValue; journal: ReturnType<JournalWriter['mark']> }>()
  #snapshotCount = 0
  readonly #listeners = new Set<(outcome: LedgerOutcome) => void>()
  readonly #logger: SandboxLogger
  /** The automine round of each transaction waiting for one (a duplicate submission waits for it too). */
  readonly #automineRounds = new WeakMap<TransactionRecord, Promise<string | undefined>>()
  #closed = false
  #chain: Promise<void> = Promise.resolve()

  constructor(options: LedgerOptions) {
    this.fees = options.fees
    this.roundsPerEpoch = options.roundsPerEpoch
    this.validityEpochs = options.validityEpochs
    this.genesis = options.genesis
    this.platform = options.platform ?? enginePlatform
    this.#logger = options.logger
    this.automine = options.automine ?? false
    this.#journal = new JournalWriter({
      sink: options.journal,
      logger: options.logger,
      retry: {
        wanted: () => this.automine && !this.#closed,
        // A round when transactions wait (a flush that failed), else the clock as it is.
        run: () =>
          this.exclusive(async () => {
            if (!this.automine || !this.#journal.health.failing || this.#closed) return
            if (this.mempoolSize > 0) await this.#runRound(Number.POSITIVE_INFINITY)
            else await this.#journal.write([{ type: 'clock', ...this.#clockNow() }])
          }),
      },
    })
    const window = { ...DEFAULT_FAILED_WINDOW, ...options.failedWindow }
    this.#value = ledgerValueAt(genesisState(this.genesis, this.book), this.#genesisClock(), {
      mempool: new Mempool(this.fees, options.mempoolLimit ?? 100_000),
      index: new TransactionIndex(window),
      statistics: new LedgerStatistics(this.platform),
    })
  }

  /** The committed state: balances, resources, units. */
  get state(): StateLayer {
    return this.#value.state
  }

  /** Whether the journal's last write succeeded; while it did not, submissions are refused. */
  get journalHealth(): JournalHealth {
    return this.#journal.health
  }

  #genesisClock(): ClockReading {
    return { version: 0, time: this.genesis.timestamp, epoch: 0, round: 0 }
  }

  /** The clock's time, epoch and round, as a journal record carries them. */
  #clockNow(): { time: number; epoch: number; round: number } {
    const { time, epoch, round } = this.#value.clock
    return { time, epoch, round }
  }

  get epoch(): number {
    return this.#value.clock.epoch
  }

  get round(): number {
    return this.#value.clock.round
  }

  get version(): number {
    return this.#value.clock.version
  }

  /** The current state: version, time of the last round, epoch and round. */
  ledgerState(): LedgerStateView {
    return this.#value.clock.view()
  }

  /**
   * An older state: at `version`, the last at or before `timestamp`, or the last of `epoch` (and
   * `round`). `{ problem }` when the state is ahead of the ledger or before genesis.
   */
  stateAt(at: StatePoint): LedgerStateView | { problem: string } {
    return this.#value.clock.stateAt(at)
  }

  /** A Gateway transaction by id. */
  transaction(id: string): GatewayRecord | undefined {
    return this.#value.index.transaction(id, Date.now())
  }

  /** A Gateway transaction by its payload (SHA-256d of the unsigned bytes), whatever its signature. */
  transactionByPayload(payloadHash: string): GatewayRecord | undefined {
    return this.#value.index.transactionByPayload(payloadHash, Date.now())
  }

  /** A v0 transaction by intent hash. */
  intent(intentHash: string): IntentRecord | undefined {
    return this.#value.index.intent(intentHash, Date.now())
  }

  /**
   * Checks a transaction against the current state without changing it: the first rule it
   * breaks, or `undefined`.
   */
  check(transaction: UnsignedTransaction, givenTokens?: ReadonlyMap<number, string>): LedgerViolation | undefined {
    return applyGatewayTransaction(this.#value.state.draft(), this.book, transaction, givenTokens)
  }

  /** The validity window problem of a transaction at the current epoch, if any. */
  windowProblem(startEpoch: bigint, endEpoch: bigint): 'NOT_YET_VALID' | 'EXPIRED' | undefined {
    const epoch = BigInt(this.epoch)
    if (epoch < startEpoch) return 'NOT_YET_VALID'
    if (epoch >= endEpoch) return 'EXPIRED'
    return undefined
  }

  /** True when the mempool cannot take another transaction until the next round. */
  get mempoolFull(): boolean {
    return this.#value.mempool.full
  }

  get mempoolSize(): number {
    return this.#value.mempool.size
  }

  /**
   * Puts a checked Gateway transaction in the mempool. The caller has verified its signature,
   * its window and the ledger rules, and made sure neither its id nor its payload is known.
   */
  submit(entry: {
    id: string
    payloadHash: string
    signedHex: string
    transaction: UnsignedTransaction
  }): GatewayRecord {
    const record: GatewayRecord = {
      kind: 'gateway',
      ...entry,
      submittedVersion: this.version,
      submittedAt: Date.now(),
      status: 'PENDING',
    }
    this.#accept(record)
    return record
  }

  /** Puts a checked v0 transaction in the mempool (its intent hash is not known yet). */
  submitIntent(entry: ExecutableIntent & { notarizedHex: string; payloadHash: string }): IntentRecord {
    const record: IntentRecord = { kind: 'v0', ...entry, submittedVersion: this.version, submittedAt: Date.now() }
    this.#accept(record)
    return record
  }

  #accept(record: TransactionRecord): void {
    const { index, mempool, statistics } = this.#value
    index.add(record)
    mempool.add(record)
    statistics.submitted += 1
  }

  /**
   * What a v0 transaction will charge its notary (burned + tipped), and what the notary's account
   * can still pay: its XRD balance less the fees of its transactions already in the mempool.
   */
  v0FeeFunds(intent: ExecutableIntent): { charge: bigint; available: bigint; pending: bigint; account: string } {
    const { charge, account } = v0FeeOf(this.fees, intent)
    const pending = this.#value.mempool.reservedFor(account)
    const available = this.state.balance(account, NATIVE_RESOURCE_ID) - pending
    return { charge, available: available < 0n ? 0n : available, pending, account }
  }

  /**
   * False while the journal cannot be written: a transaction accepted now could not be made
   * durable, so the interfaces refuse new ones until a round's write succeeds again.
   */
  get acceptingTransactions(): boolean {
    return !this.#journal.health.failing
  }

  /** Subscribes to the outcomes rounds record; returns the unsubscribe function. */
  onOutcome(listener: (outcome: LedgerOutcome) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Runs one round now, after any round in progress: it commits the oldest `maxTransactions` of
   * the mempool (all of it by default).
   */
  runRound(maxTransactions = Number.POSITIVE_INFINITY): Promise<void> {
    // A write that fails is the journal's health to report; the round's transactions wait.
    return this.exclusive(async () => void (await this.#runRound(maxTransactions)))
  }

  /**
   * After a submission: with automine, the round of its own that commits it (and whatever was
   * submitted before it and still waits); the submission is answered once it resolves. It
   * resolves to `undefined` once the transaction is committed, or to the journal's error (as
   * `/api/system` reports it) when the round could not be written: the transaction is then
   * withdrawn — nothing of it was submitted, its submission is refused and may be repeated — and
   * the journal is as it was. Without automine, `undefined`: the transaction waits for a round.
   */
  automineRound(record: TransactionRecord): Promise<string | undefined> | undefined {
    if (!this.automine) return undefined
    const round = this.exclusive(async () => {
      const position = this.#value.mempool.records.indexOf(record)
      // An earlier round (a flush of `setAutomine`, a `mine`, a retry) committed it already.
      if (position < 0) return undefined
      const failure = await this.#runRound(position + 1)
      if (failure === undefined) return undefined
      this.#withdraw(record)
      return writeErrorText(failure)
    })
    this.#automineRounds.set(record, round)
    return round
  }

  /** The automine round a pending transaction waits for, if any (a duplicate submission waits for it too). */
  automineRoundOf(record: TransactionRecord): Promise<string | undefined> | undefined {
    return this.#automineRounds.get(record)
  }

  /**
   * Runs `rounds` rounds now: the first commits the whole mempool, the others only advance the
   * clock (a new epoch every `roundsPerEpoch` rounds; one clock record for them in the journal).
   * Rejects with the journal's error when a write fails: that round committed nothing (its
   * transactions stay pending) and the rounds after it did not run.
   */
  mine(rounds: number): Promise<void> {
    return this.exclusive(async () => {
      const failure = await this.#runRound(Number.POSITIVE_INFINITY)
      if (failure !== undefined) throw failure
      if (rounds <= 1) return
      const total = this.round + rounds - 1
      await this.#moveClock({
        epoch: this.epoch + Math.floor(total / this.roundsPerEpoch),
        round: total % this.roundsPerEpoch,
        time: Date.now(),
      })
    })
  }

  /**
   * Moves the clock `epochs` epochs forward (round 0) without running a round: transactions in
   * the mempool meet the new epoch at the next round. For tests of validity windows. Rejects
   * with the journal's error, the clock unmoved, when the move cannot be written.
   */
  increaseEpoch(epochs: number): Promise<void> {
    return this.exclusive(() => this.#moveClock({ epoch: this.epoch + epochs, round: 0, time: Date.now() }))
  }

  /** Journals a clock move, then makes it; throws the write's failure (the clock unmoved). */
  async #moveClock(clock: { time: number; epoch: number; round: number }): Promise<void> {
    const failure = await this.#journal.write([{ type: 'clock', ...clock }])
    if (failure !== undefined) throw failure
    this.#value.clock.moveTo(clock)
  }

  /**
   * Runs `task` after the round or control in progress and before the next: rounds and controls
   * never interleave (a round waits for its journal write, and nothing must see it half done).
   */
  exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.#chain.then(task)
    this.#chain = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  /** Copies the whole ledger (its one value) for a revert; answers the snapshot's id (`0x1`, `0x2`, …). */
  snapshot(): Promise<string> {
    return this.exclusive(() => {
      const id = `0x${(++this.#snapshotCount).toString(16)}`
      this.#snapshots.set(id, { value: copyLedgerValue(this.#value), journal: this.#journal.mark() })
      return id
    })
  }

  /**
   * Puts back the ledger a snapshot copied, exactly — the FAILED and Rejected transactions it
   * still answered for included — and forgets that snapshot and every later one (earlier ones
   * stay: snapshots nest). The journal is taken back to where it stood then (`JournalWriter.rewind`;
   * a disk that refuses leaves everything as it was). `undefined` when no snapshot has this id.
   */
  revert(id: string): Promise<LedgerStateView | undefined> {
    return this.exclusive(async () => {
      const snapshot = this.#snapshots.get(id)
      if (!snapshot) return undefined
      await this.#journal.rewind(snapshot.journal, () => this.#stateRecord(snapshot.value))
      let later = false
      for (const key of [...this.#snapshots.keys()]) {
        if (key === id) later = true
        if (later) this.#snapshots.delete(key)
      }
      this.#value = snapshot.value
      return this.ledgerState()
    })
  }

  /** Back to genesis: the genesis state, version 0, epoch and round 0, no mempool, no history, counters at 0 (snapshots stay). */
  reset(): Promise<LedgerStateView> {
    return this.exclusive(async () => {
      await this.#journal.restart()
      const { mempool, index, statistics } = this.#value
      this.#value = ledgerValueAt(genesisState(this.genesis, this.book), this.#genesisClock(), {
        mempool,
        index: index.emptied(),
        statistics: statistics.emptied(),
      })
      return this.ledgerState()
    })
  }

  /**
   * Sets an account's balance of a fungible resource, moving its total supply by the difference
   * (supply = sum of balances holds), at once and without a transaction (the version stays).
   * Changes nothing, and answers the supply it would have made, when that is above `maxSupply`.
   */
  setBalance(
    account: string,
    resource: string,
    amount: bigint,
    keyHex: string | undefined,
    maxSupply: bigint,
  ): Promise<{ balance: bigint; totalSupply: bigint } | { refused: bigint }> {
    return this.exclusive(async () => {
      const state = this.state
      const totalSupply = state.supply(resource) - state.balance(account, resource) + amount
      if (totalSupply > maxSupply) return { refused: totalSupply }
      const failure = await this.#journal.write([
        {
          type: 'balance',
          account,
          resource,
          amount: amount.toString(),
          ...(keyHex ? { key: keyHex } : {}),
          ...this.#clockNow(),
        },
      ])
      if (failure !== undefined) throw failure
      this.#applyBalance(account, resource, amount, keyHex)
      return { balance: amount, totalSupply }
    })
  }

  #applyBalance(account: string, resource: string, amount: bigint, keyHex: string | undefined): void {
    const state = this.state
    if (keyHex) state.rememberAccountKey(account, keyHex)
    state.setSupply(resource, state.supply(resource) - state.balance(account, resource) + amount)
    state.setBalance(account, resource, amount)
  }

  /**
   * Replaces the ledger with `state` at `clock` (a state document read by `readStateDocument`):
   * the mempool and the history go (snapshots stay); the journal records the whole state (the
   * document `dumpState` would answer, which a replay reads back).
   */
  loadState(state: StateLayer, clock: ClockReading): Promise<LedgerStateView> {
    return this.exclusive(async () => {
      if (this.#journal.enabled) await this.#journal.writeState(this.#stateRecord({ state, clock: new Clock(clock) }))
      this.#load(state, clock)
      return this.ledgerState()
    })
  }

  /** The ledger becomes `state` at `clock`, with no transaction known (the statistics stay). */
  #load(state: StateLayer, clock: ClockReading): void {
    const { mempool, index, statistics } = this.#value
    this.#value = ledgerValueAt(state, clock, { mempool, index: index.emptied(), statistics })
  }

  /** The journal record of a whole state: the document `dumpState` would answer for it. */
  #stateRecord(value: Pick<LedgerValue, 'state' | 'clock'>): StateRecord {
    const { version, time, epoch, round } = value.clock.reading()
    const view = { version, timestamp: new Date(time).toISOString(), epoch, round }
    return { type: 'state', version, time, epoch, round, state: writeStateDocument(value.state, view, this.book) }
  }

  /** The committed state as it stands (for `dumpState`), read after any round in progress. */
  committed(): Promise<{ state: StateLayer; view: LedgerStateView }> {
    return this.exclusive(() => ({ state: this.state, view: this.ledgerState() }))
  }

  /** Waits for the round in progress, if any. */
  idle(): Promise<void> {
    return this.#chain
  }

  /**
   * One round over the oldest `maxTransactions` of the mempool. Resolves to the journal's error
   * when its write failed (nothing of the round happened; its transactions wait, PENDING).
   */
  async #runRound(maxTransactions: number): Promise<unknown> {
    const started = Date.now()
    const { clock, mempool, index, statistics } = this.#value
    index.expire(started)
    const clockRecords: JournalRecord[] = []
    if (clock.startRound(this.roundsPerEpoch, started)) clockRecords.push({ type: 'clock', ...this.#clockNow() })
    if (mempool.size === 0) {
      // While the journal is failing every round tries a write: the first that succeeds ends the fault.
      if (clockRecords.length > 0) return this.#journal.write(clockRecords)
      if (this.#journal.health.failing) return this.#journal.write([{ type: 'clock', ...this.#clockNow() }])
      return undefined
    }
    const batch = mempool.take(maxTransactions)
    const draft = this.state.draft()
    const at = this.#clockNow()
    const { outcomes, records } = executeRound({
      draft,
      book: this.book,
      fees: this.fees,
      batch,
      version: clock.version,
      at,
    })
    if (this.#journal.enabled && (records.length > 0 || clockRecords.length > 0 || this.#journal.health.failing)) {
      const writing = Date.now()
      const written = [...clockRecords, ...records]
      const failure = await this.#journal.write(written.length > 0 ? written : [{ type: 'clock', ...at }])
      if (failure !== undefined) {
        // Nothing of the round happened: its transactions wait, PENDING, for a round whose write succeeds.
        mempool.putBack(batch)
        return failure
      }
      if (written.length > 0) statistics.persistLatency(Date.now() - writing)
    }
    draft.mergeIntoParent()
    for (const event of commitRound(this.#value, outcomes, started)) this.#emit(event)
    return undefined
  }

  /**
   * Takes a transaction whose automine round could not be written out of the ledger, as if it
   * had never been submitted (its submission is refused, and may be repeated).
   */
  #withdraw(record: TransactionRecord): void {
    const { mempool, index, statistics } = this.#value
    mempool.remove(record)
    index.remove(record)
    statistics.submitted -= 1
  }

  #emit(outcome: LedgerOutcome): void {
    for (const listener of this.#listeners) {
      try {
        listener(outcome)
      } catch (error) {
        this.#logger.error('an outcome listener failed', {
          error: error instanceof Error ? error.message : String(error),
        })
      }
    }
  }

  /** Counters for the node REST API. */
  stats(): LedgerStats {
    return this.#value.statistics.stats(this.mempoolSize)
  }

  /**
   * Applies one record of the journal, read back before any round runs (`replayJournal`, which
   * checks the records' shape and their versions' order): the clock moves to the record's, a
   * balance is set, a state loaded (`state`: the record's state document as `readStateDocument`
   * read it), or a transaction executed again at its version — which must give the recorded
   * outcome. Answers why the record does not apply, if it does not.
   */
  replayRecord(record: JournalRecord, state?: { state: StateLayer }): string | undefined {
    const { clock } = this.#value
    clock.moveTo(record)
    if (record.type === 'clock') return undefined
    if (record.type === 'balance') {
      if (!this.state.resource(record.resource)) return 'sets the balance of an unknown account or resource'
      this.#applyBalance(record.account, record.resource, BigInt(record.amount), record.key)
      return undefined
    }
    if (record.type === 'state') {
      if (!state) return 'holds a state this ledger cannot read'
      this.#load(state.state, record)
      return undefined
    }
    const draft = this.state.draft()
    const { index, statistics } = this.#value
    const { sha256d, sha256dHex, fromHex } = this.platform
    let id: string
    if (record.type === 'gateway') {
      const signed = decodeSignedTransaction(record.signed)
      id = sha256dHex(fromHex(record.signed))
      const violation = executeGatewayTransaction(draft, this.book, signed.transaction, record.epoch)
      if (violation) return `(transaction ${id}) no longer applies: ${describeViolation(violation)}`
      index.add({
        kind: 'gateway',
        id,
        payloadHash: sha256dHex(signed.unsigned),
        signedHex: record.signed,
        transaction: signed.transaction,
        submittedVersion: 0,
        submittedAt: record.time,
        status: 'CONFIRMED',
        confirmedVersion: record.version,
        confirmedAt: record.time,
      })
    } else {
      const notarized = decodeNotarizedTransaction(record.notarized)
      const { intent, intentSignatures } = notarized.signedIntent
      id = this.platform.toHex(sha256d(encodeIntent(intent)))
      const signatories = intentSignatures.map((entry) => entry.publicKey)
      if (intent.header.notaryAsSignatory) signatories.push(intent.header.notaryPublicKey)
      // The fee it paid then, whatever the fee table is now.
      const fees = { ...this.fees, v0: { ...this.fees.v0, costUnitPrice: BigInt(record.costUnitPrice) } }
      const executable = { notarized, intentHash: id, signatories, costUnits: record.costUnits }
      const receipt = executeIntent(draft, this.book, fees, executable, record.epoch)
      if (receipt.status !== record.status)
        return `(intent ${id}) ended ${receipt.status}, the journal says ${record.status}`
      index.add({
        kind: 'v0',
        ...executable,
        notarizedHex: record.notarized,
        payloadHash: sha256dHex(fromHex(record.notarized)),
        submittedVersion: 0,
        submittedAt: record.time,
        receipt,
        stateVersion: record.version,
      })
    }
    draft.mergeIntoParent()
    statistics.committed(id)
    statistics.processed += 1
    clock.commit(record.version)
    return undefined
  }

  /**
   * What is wrong with the ledger, if anything: its state (`stateInvariantProblems`: supplies,
   * balances, vaults) and its clock (`clockInvariantProblems`: safe versions, epochs and rounds,
   * one version per committed transaction).
   */
  invariantProblems(): string[] {
    return [...stateInvariantProblems(this.state), ...clockInvariantProblems(this.#value.clock.shape())]
  }

  /** Stops trying a failing journal again and waits for the round in progress; later rounds are the caller's to stop scheduling. */
  async close(): Promise<void> {
    this.#closed = true
    this.#journal.close()
    await this.#chain
  }
}
