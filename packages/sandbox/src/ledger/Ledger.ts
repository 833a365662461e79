import { bytesToHex, hexToBytes, type PublicKey } from '@ledgernet/crypto'
import {
  decodeNotarizedTransaction,
  decodeSignedTransaction,
  encodeIntent,
  type UnsignedTransaction,
} from '@ledgernet/transaction'
import { type FeeTable, v0FeeCharge } from '../feeTable.js'
import { SandboxError } from '../SandboxError.js'
import type { SandboxLogger } from '../SandboxLogger.js'
import { AddressBook, accountIdOfKey } from './AddressBook.js'
import { applyGatewayTransaction } from './applyGatewayTransaction.js'
import { fastBytes, fastSha256d } from './digest.js'
import { type ExecutableIntent, executeIntent } from './executeIntent.js'
import { FailedWindow } from './FailedWindow.js'
import { JOURNAL_HEADER_BYTES, type Journal } from './Journal.js'
import { JournalHealth, writeErrorText } from './JournalHealth.js'
import { describeViolation, failureText, type LedgerViolation } from './LedgerViolation.js'
import { NATIVE_RESOURCE_ID, nativeToken } from './nativeToken.js'
import { StateLayer } from './StateLayer.js'
import { clockInvariantProblems, stateInvariantProblems } from './stateInvariants.js'
import type { V0Receipt } from './V0Receipt.js'

/**
 * A state of the ledger as every Gateway answer reports it.
 *
 * @example
 * const state: LedgerStateView = { version: 3, timestamp: '2024-05-14T09:21:07.512Z', epoch: 1, round: 4 }
 */
export type LedgerStateView = { version: number; timestamp: string; epoch: number; round: number }

/**
 * A Gateway API / JSON-RPC transaction the ledger was given, and what became of it.
 *
 * @example
 * if (record.status === 'CONFIRMED') console.log(record.confirmedVersion)
 */
export type GatewayRecord = {
  kind: 'gateway'
  id: string
  payloadHash: string
  signedHex: string
  transaction: UnsignedTransaction
  /** The ledger version when it was submitted (unknown, 0, for one read back from the journal). */
  submittedVersion: number
  submittedAt: number
  status: 'PENDING' | 'CONFIRMED' | 'FAILED'
  confirmedVersion?: number
  confirmedAt?: number
  failure?: string
  failedVersion?: number
}

/**
 * A v0 transaction the ledger was given: pending until its round records a receipt.
 *
 * @example
 * if (record.receipt) console.log(record.stateVersion, record.receipt.status)
 */
export type IntentRecord = ExecutableIntent & {
  kind: 'v0'
  notarizedHex: string
  payloadHash: string
  submittedVersion: number
  submittedAt: number
  receipt?: V0Receipt
  stateVersion?: number
}

/**
 * What the ledger announces when a round recorded an outcome (the websocket feed sends it).
 *
 * @example
 * ledger.onOutcome((event) => console.log(event.interface, event.id, event.status))
 */
export type LedgerOutcome = {
  interface: 'gateway' | 'v0'
  /** Transaction id (Gateway) or intent hash (v0). */
  id: string
  status: 'CONFIRMED' | 'FAILED' | 'Succeeded' | 'Failed' | 'Rejected'
  /** Absent for a FAILED Gateway or Rejected v0 transaction, which no version records. */
  stateVersion?: number
  timestamp: string
  failure?: string
}

/**
 * Genesis: the accounts funded with XRD when the ledger starts, and when.
 *
 * @example
 * const genesis: Genesis = { timestamp: Date.now(), allocations: [{ publicKey, amount: 10n ** 24n }] }
 */
export type Genesis = { timestamp: number; allocations: readonly { publicKey: PublicKey; amount: bigint }[] }

/**
 * How the ledger runs.
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
  journal?: Journal
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

/** The time, epoch and round of each version (index: version − the first version known). */
type ClockEntry = { timestamp: number; epoch: number; round: number }

/**
 * Everything a revert puts back. The maps are copies; the records of transactions that were
 * pending are copies too, since a round changes a record in place when it commits it.
 */
type LedgerSnapshot = {
  state: StateLayer
  epoch: number
  round: number
  time: number
  version: number
  history: ClockEntry[]
  historyBase: number
  mempool: (GatewayRecord | IntentRecord)[]
  pendingV0Fees: Map<string, bigint>
  transactions: Map<string, GatewayRecord>
  payloads: Map<string, GatewayRecord>
  intents: Map<string, IntentRecord>
  /** The FAILED and Rejected transactions still answered for then (a copy). */
  failedWindow: FailedWindow<GatewayRecord | IntentRecord>
  counters: {
    submitted: number
    processed: number
    failed: number
    commitment: Uint8Array
    checksumHigh: number
    checksumLow: number
  }
  journalSize: number | undefined
  /** Which journal the size is of: a reset or a loaded state starts the journal afresh. */
  journalGeneration: number
}

/** Counters the node REST API reports. */
export type LedgerStats = {
  submitted: number
  processed: number
  failed: number
  commitment: string
  checksum: number
  pathLatencyMs: number
  persistLatencyMs: number
  pending: number
}

const RECENT = 100

/** With automine, how often a failing journal is tried again (nothing else would write). */
const JOURNAL_RETRY_MS = 100

/**
 * How many FAILED and Rejected transactions stay known, and for how long, by default.
 *
 * @example
 * new Ledger({ ...options, failedWindow: { ...DEFAULT_FAILED_WINDOW, count: 100 } })
 */
export const DEFAULT_FAILED_WINDOW = Object.freeze({ count: 10_000, ageMs: 3_600_000 })

/**
 * The one ledger behind the four interfaces: its state (balances, tokens, non-fungibles), the
 * clock of rounds and epochs, the mempool and every transaction's record. A round commits the
 * whole mempool in submission order; each transaction runs in its own draft (all or nothing),
 * the round's journal records are written and fsynced, and only then does the round's draft
 * become the state and its transactions CONFIRMED. Rounds never overlap.
 *
 * @example
 * const ledger = new Ledger(options)
 * ledger.submit(record)
 * await ledger.runRound()
 * ledger.transaction(record.id)?.status // 'CONFIRMED'
 */
export class Ledger {
  #state: StateLayer
  readonly book = new AddressBook()
  readonly fees: FeeTable
  readonly roundsPerEpoch: number
  readonly validityEpochs: number
  readonly genesis: Genesis
  #epoch = 0
  #round = 0
  #time: number
  #version = 0
  #history: ClockEntry[] = []
  /** The version of `#history[0]`: 0, or the version of a loaded state. */
  #historyBase = 0
  #mempool: (GatewayRecord | IntentRecord)[] = []
  #transactions = new Map<string, GatewayRecord>()
  #payloads = new Map<string, GatewayRecord>()
  #intents = new Map<string, IntentRecord>()
  readonly #snapshots = new Map<string, LedgerSnapshot>()
  #snapshotCount = 0
  #journalGeneration = 0
  /** Whether a submission is committed at once, in a round of its own. */
  automine: boolean
  readonly #listeners = new Set<(outcome: LedgerOutcome) => void>()
  readonly #logger: SandboxLogger
  readonly #journal: Journal | undefined
  readonly #mempoolLimit: number
  /** Whether the journal's last write succeeded; while it did not, submissions are refused. */
  readonly journalHealth: JournalHealth
  #failedWindow: FailedWindow<GatewayRecord | IntentRecord>
  /** The automine round of each transaction waiting for one (a duplicate submission waits for it too). */
  readonly #automineRounds = new WeakMap<GatewayRecord | IntentRecord, Promise<string | undefined>>()
  /** With automine, the timer of the next try of a failing journal. */
  #retry: ReturnType<typeof setTimeout> | undefined
  #closed = false
  /** XRD the v0 transactions in the mempool will charge, by notary account. */
  #pendingV0Fees = new Map<string, bigint>()
  #chain: Promise<void> = Promise.resolve()
  #submitted = 0
  #processed = 0
  #failed = 0
  #commitment: Uint8Array = new Uint8Array(32)
  #checksumHigh = 0
  #checksumLow = 0
  readonly #pathLatency: number[] = []
  readonly #persistLatency: number[] = []
  #isoTime = Number.NaN
  #iso = ''

  constructor(options: LedgerOptions) {
    this.fees = options.fees
    this.roundsPerEpoch = options.roundsPerEpoch
    this.validityEpochs = options.validityEpochs
    this.genesis = options.genesis
    this.#logger = options.logger
    this.#journal = options.journal
    this.#mempoolLimit = options.mempoolLimit ?? 100_000
    this.journalHealth = new JournalHealth(options.logger)
    const window = { ...DEFAULT_FAILED_WINDOW, ...options.failedWindow }
    this.#failedWindow = new FailedWindow(window, (record) => this.#forget(record))
    this.automine = options.automine ?? false
    this.#time = options.genesis.timestamp
    this.#history.push({ timestamp: this.#time, epoch: 0, round: 0 })
    this.#state = this.#genesisState()
  }

  /** The committed state: balances, resources, units. */
  get state(): StateLayer {
    return this.#state
  }

  /** The state at genesis: the native token, funded to the genesis allocations. */
  #genesisState(): StateLayer {
    const state = new StateLayer()
    state.addResource(nativeToken)
    let supply = 0n
    for (const { publicKey, amount } of this.genesis.allocations) {
      const account = this.book.ofKey(publicKey)
      state.rememberAccountKey(account.id, account.keyHex)
      state.setBalance(account.id, NATIVE_RESOURCE_ID, state.balance(account.id, NATIVE_RESOURCE_ID) + amount)
      supply += amount
    }
    state.setSupply(NATIVE_RESOURCE_ID, supply)
    return state
  }

  get epoch(): number {
    return this.#epoch
  }

  get round(): number {
    return this.#round
  }

  get version(): number {
    return this.#version
  }

  /** The current state: version, time of the last round, epoch and round. */
  ledgerState(): LedgerStateView {
    return { version: this.#version, timestamp: this.#timestamp(), epoch: this.#epoch, round: this.#round }
  }

  /** The time of the last round in ISO 8601, formatted once per round. */
  #timestamp(): string {
    if (this.#isoTime !== this.#time) {
      this.#isoTime = this.#time
      this.#iso = new Date(this.#time).toISOString()
    }
    return this.#iso
  }

  /**
   * An older state: at `version`, the last at or before `timestamp`, or the last of `epoch` (and
   * `round`). `{ problem }` when the state is ahead of the ledger or before genesis.
   */
  stateAt(at: {
    version?: number
    timestamp?: string
    epoch?: number
    round?: number
  }): LedgerStateView | { problem: string } {
    const base = this.#historyBase
    const view = (version: number): LedgerStateView => {
      const entry = this.#history[version - base]!
      return { version, timestamp: new Date(entry.timestamp).toISOString(), epoch: entry.epoch, round: entry.round }
    }
    if (at.version !== undefined) {
      if (at.version > this.#version)
        return { problem: `version ${at.version} is ahead of the ledger (at ${this.#version})` }
      if (at.version < base)
        return { problem: `version ${at.version} is before the state this ledger loaded (version ${base})` }
      return view(at.version)
    }
    if (at.timestamp !== undefined) {
      const time = Date.parse(at.timestamp)
      if (Number.isNaN(time)) return { problem: `timestamp ${at.timestamp} is not a date` }
      if (time > Date.now()) return { problem: `timestamp ${at.timestamp} is ahead of the ledger` }
      if (time < this.#history[0]!.timestamp)
        return {
          problem: `timestamp ${at.timestamp} is before ${base === 0 ? 'genesis' : 'the loaded state'} (${new Date(this.#history[0]!.timestamp).toISOString()})`,
        }
      return view(this.#lastVersion((entry) => entry.timestamp <= time))
    }
    const epoch = at.epoch ?? 0
    const round = at.round ?? Number.MAX_SAFE_INTEGER
    if (epoch > this.#epoch || (epoch === this.#epoch && at.round !== undefined && round > this.#round))
      return {
        problem: `epoch ${epoch}${at.round !== undefined ? ` round ${round}` : ''} is ahead of the ledger (epoch ${this.#epoch} round ${this.#round})`,
      }
    return view(this.#lastVersion((entry) => entry.epoch < epoch || (entry.epoch === epoch && entry.round <= round)))
  }

  /** The last version whose entry satisfies `atOrBefore` (entries are in time order). */
  #lastVersion(atOrBefore: (entry: ClockEntry) => boolean): number {
    let low = 0
    let high = this.#history.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (atOrBefore(this.#history[middle]!)) low = middle
      else high = middle - 1
    }
    return low + this.#historyBase
  }

  /** A Gateway transaction by id. */
  transaction(id: string): GatewayRecord | undefined {
    this.#failedWindow.expire(Date.now())
    return this.#transactions.get(id)
  }

  /** A Gateway transaction by its payload (SHA-256d of the unsigned bytes), whatever its signature. */
  transactionByPayload(payloadHash: string): GatewayRecord | undefined {
    this.#failedWindow.expire(Date.now())
    return this.#payloads.get(payloadHash)
  }

  /** A v0 transaction by intent hash. */
  intent(intentHash: string): IntentRecord | undefined {
    // FAILED and Rejected ones past their age are forgotten when asked for, not only at a round
    // (with automine no round runs while the sandbox is idle).
    this.#failedWindow.expire(Date.now())
    return this.#intents.get(intentHash)
  }

  /**
   * Checks a transaction against the current state without changing it: the first rule it
   * breaks, or `undefined`.
   */
  check(transaction: UnsignedTransaction, givenTokens?: ReadonlyMap<number, string>): LedgerViolation | undefined {
    return applyGatewayTransaction(this.#state.draft(), this.book, transaction, givenTokens)
  }

  /** The validity window problem of a transaction at the current epoch, if any. */
  windowProblem(startEpoch: bigint, endEpoch: bigint): 'NOT_YET_VALID' | 'EXPIRED' | undefined {
    const epoch = BigInt(this.#epoch)
    if (epoch < startEpoch) return 'NOT_YET_VALID'
    if (epoch >= endEpoch) return 'EXPIRED'
    return undefined
  }

  /** True when the mempool cannot take another transaction until the next round. */
  get mempoolFull(): boolean {
    return this.#mempool.length >= this.#mempoolLimit
  }

  get mempoolSize(): number {
    return this.#mempool.length
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
      submittedVersion: this.#version,
      submittedAt: Date.now(),
      status: 'PENDING',
    }
    this.#transactions.set(record.id, record)
    this.#payloads.set(record.payloadHash, record)
    this.#mempool.push(record)
    this.#submitted += 1
    return record
  }

  /** Puts a checked v0 transaction in the mempool (its intent hash is not known yet). */
  submitIntent(entry: ExecutableIntent & { notarizedHex: string; payloadHash: string }): IntentRecord {
    const record: IntentRecord = { kind: 'v0', ...entry, submittedVersion: this.#version, submittedAt: Date.now() }
    this.#intents.set(record.intentHash, record)
    this.#mempool.push(record)
    this.#reserveV0Fee(record)
    this.#submitted += 1
    return record
  }

  /**
   * What a v0 transaction will charge its notary (burned + tipped), and what the notary's account
   * can still pay: its XRD balance less the fees of its transactions already in the mempool.
   */
  v0FeeFunds(intent: ExecutableIntent): { charge: bigint; available: bigint; pending: bigint; account: string } {
    const { header } = intent.notarized.signedIntent.intent
    const { costUnits } = intent
    const { burned, tipped } = v0FeeCharge(this.fees, { costUnits, tipPercentage: header.tipPercentage })
    const account = accountIdOfKey(header.notaryPublicKey.bytes)
    const pending = this.#pendingV0Fees.get(account) ?? 0n
    const available = this.state.balance(account, NATIVE_RESOURCE_ID) - pending
    return { charge: burned + tipped, available: available < 0n ? 0n : available, pending, account }
  }

  #reserveV0Fee(record: IntentRecord): void {
    const { charge, account } = this.v0FeeFunds(record)
    this.#pendingV0Fees.set(account, (this.#pendingV0Fees.get(account) ?? 0n) + charge)
  }

  /**
   * False while the journal cannot be written: a transaction accepted now could not be made
   * durable, so the interfaces refuse new ones until a round's write succeeds again.
   */
  get acceptingTransactions(): boolean {
    return !this.journalHealth.failing
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
  automineRound(record: GatewayRecord | IntentRecord): Promise<string | undefined> | undefined {
    if (!this.automine) return undefined
    const round = this.exclusive(async () => {
      const index = this.#mempool.indexOf(record)
      // An earlier round (a flush of `setAutomine`, a `mine`, a retry) committed it already.
      if (index < 0) return undefined
      const failure = await this.#runRound(index + 1)
      if (failure === undefined) return undefined
      this.#withdraw(record)
      return writeErrorText(failure)
    })
    this.#automineRounds.set(record, round)
    return round
  }

  /** The automine round a pending transaction waits for, if any (a duplicate submission waits for it too). */
  automineRoundOf(record: GatewayRecord | IntentRecord): Promise<string | undefined> | undefined {
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
      const total = this.#round + rounds - 1
      const clock = {
        epoch: this.#epoch + Math.floor(total / this.roundsPerEpoch),
        round: total % this.roundsPerEpoch,
        time: Date.now(),
      }
      const clockFailure = await this.#persist([{ type: 'clock', ...clock }])
      if (clockFailure !== undefined) throw clockFailure
      this.#epoch = clock.epoch
      this.#round = clock.round
      this.#time = clock.time
    })
  }

  /**
   * Moves the clock `epochs` epochs forward (round 0) without running a round: transactions in
   * the mempool meet the new epoch at the next round. For tests of validity windows. Rejects
   * with the journal's error, the clock unmoved, when the move cannot be written.
   */
  increaseEpoch(epochs: number): Promise<void> {
    return this.exclusive(async () => {
      const clock = { epoch: this.#epoch + epochs, round: 0, time: Date.now() }
      const failure = await this.#persist([{ type: 'clock', ...clock }])
      if (failure !== undefined) throw failure
      this.#epoch = clock.epoch
      this.#round = clock.round
      this.#time = clock.time
    })
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

  /** Records everything a revert puts back and answers the snapshot's id (`0x1`, `0x2`, …). */
  snapshot(): Promise<string> {
    return this.exclusive(() => {
      const pending = new Map<GatewayRecord | IntentRecord, GatewayRecord | IntentRecord>(
        this.#mempool.map((record) => [record, { ...record }]),
      )
      const transactions = new Map(this.#transactions)
      const payloads = new Map(this.#payloads)
      const intents = new Map(this.#intents)
      for (const [record, copy] of pending) {
        if (record.kind === 'gateway') {
          transactions.set(record.id, copy as GatewayRecord)
          payloads.set(record.payloadHash, copy as GatewayRecord)
        } else intents.set(record.intentHash, copy as IntentRecord)
      }
      const id = `0x${(++this.#snapshotCount).toString(16)}`
      this.#snapshots.set(id, {
        state: this.#state.copy(),
        epoch: this.#epoch,
        round: this.#round,
        time: this.#time,
        version: this.#version,
        history: this.#history.slice(),
        historyBase: this.#historyBase,
        mempool: [...pending.values()],
        pendingV0Fees: new Map(this.#pendingV0Fees),
        transactions,
        payloads,
        intents,
        failedWindow: this.#failedWindow.copy(),
        counters: {
          submitted: this.#submitted,
          processed: this.#processed,
          failed: this.#failed,
          commitment: this.#commitment,
          checksumHigh: this.#checksumHigh,
          checksumLow: this.#checksumLow,
        },
        journalSize: this.#journal?.size,
        journalGeneration: this.#journalGeneration,
      })
      return id
    })
  }

  /**
   * Puts back the ledger a snapshot recorded, exactly — the FAILED and Rejected transactions it
   * still answered for included — and forgets that snapshot and every later one (earlier ones
   * stay: snapshots nest). The journal is cut back to its length then (see `#cutJournal` for a
   * disk that fails). `undefined` when no snapshot has this id (nothing changes).
   */
  revert(id: string): Promise<LedgerStateView | undefined> {
    return this.exclusive(async () => {
      const snapshot = this.#snapshots.get(id)
      if (!snapshot) return undefined
      if (this.#journal && snapshot.journalSize !== undefined) {
        // The journal still holds the records up to the snapshot: cut it back there. After a
        // reset or a loaded state it does not: it records the snapshot's whole state instead.
        if (snapshot.journalGeneration === this.#journalGeneration)
          await this.#cutJournal(this.#journal, snapshot.journalSize)
        else {
          const document = this.#writeState?.(
            snapshot.state,
            snapshot.version,
            snapshot.time,
            snapshot.epoch,
            snapshot.round,
          )
          await this.#journalState(snapshot, document)
        }
      }
      let later = false
      for (const key of [...this.#snapshots.keys()]) {
        if (key === id) later = true
        if (later) this.#snapshots.delete(key)
      }
      this.#state = snapshot.state
      this.#epoch = snapshot.epoch
      this.#round = snapshot.round
      this.#time = snapshot.time
      this.#version = snapshot.version
      this.#history = snapshot.history
      this.#historyBase = snapshot.historyBase
      this.#mempool = snapshot.mempool
      this.#pendingV0Fees = snapshot.pendingV0Fees
      this.#transactions = snapshot.transactions
      this.#payloads = snapshot.payloads
      this.#intents = snapshot.intents
      this.#failedWindow = snapshot.failedWindow
      this.#submitted = snapshot.counters.submitted
      this.#processed = snapshot.counters.processed
      this.#failed = snapshot.counters.failed
      this.#commitment = snapshot.counters.commitment
      this.#checksumHigh = snapshot.counters.checksumHigh
      this.#checksumLow = snapshot.counters.checksumLow
      return this.ledgerState()
    })
  }

  /** Back to genesis: the genesis state, version 0, epoch and round 0, no mempool, no history (snapshots stay). */
  reset(): Promise<LedgerStateView> {
    return this.exclusive(async () => {
      if (this.#journal) await this.#cutJournal(this.#journal, JOURNAL_HEADER_BYTES)
      this.#journalGeneration += 1
      this.#replace(this.#genesisState(), { version: 0, time: this.genesis.timestamp, epoch: 0, round: 0 })
      this.#submitted = 0
      this.#processed = 0
      this.#failed = 0
      this.#commitment = new Uint8Array(32)
      this.#checksumHigh = 0
      this.#checksumLow = 0
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
      const state = this.#state
      const totalSupply = state.supply(resource) - state.balance(account, resource) + amount
      if (totalSupply > maxSupply) return { refused: totalSupply }
      const record = {
        type: 'balance',
        account,
        resource,
        amount: amount.toString(),
        ...(keyHex ? { key: keyHex } : {}),
      }
      const failure = await this.#persist([{ ...record, time: this.#time, epoch: this.#epoch, round: this.#round }])
      if (failure !== undefined) throw failure
      this.#applyBalance(account, resource, amount, keyHex)
      return { balance: amount, totalSupply }
    })
  }

  #applyBalance(account: string, resource: string, amount: bigint, keyHex: string | undefined): void {
    const state = this.#state
    if (keyHex) state.rememberAccountKey(account, keyHex)
    state.setSupply(resource, state.supply(resource) - state.balance(account, resource) + amount)
    state.setBalance(account, resource, amount)
  }

  /**
   * Replaces the ledger with `state` at `clock` (a state document read by `readStateDocument`):
   * the mempool and the history go (snapshots stay); the journal records the whole state, as
   * `stateWriter` writes it (the document `dumpState` would answer, which `replay` reads back).
   */
  loadState(
    state: StateLayer,
    clock: { version: number; time: number; epoch: number; round: number },
  ): Promise<LedgerStateView> {
    return this.exclusive(async () => {
      if (this.#journal)
        await this.#journalState(clock, this.#writeState?.(state, clock.version, clock.time, clock.epoch, clock.round))
      this.#replace(state, clock)
      return this.ledgerState()
    })
  }

  #replace(state: StateLayer, clock: { version: number; time: number; epoch: number; round: number }): void {
    this.#state = state
    this.#version = clock.version
    this.#time = clock.time
    this.#epoch = clock.epoch
    this.#round = clock.round
    this.#history = [{ timestamp: clock.time, epoch: clock.epoch, round: clock.round }]
    this.#historyBase = clock.version
    this.#mempool = []
    this.#pendingV0Fees = new Map()
    this.#transactions = new Map()
    this.#payloads = new Map()
    this.#intents = new Map()
    this.#failedWindow = this.#failedWindow.emptied()
  }

  /**
   * Cuts the journal back to `size` for a revert or a reset. When the disk refuses the cut the
   * file is as it was: the fault is reported and the control throws, changing nothing. When only
   * the sync after the cut fails, the file is cut as this process sees it: the control goes on,
   * the fault is reported (transactions are refused until a write succeeds) and the next write
   * syncs the cut first — a crash before that replays the ledger as it was before the control,
   * every transaction it confirmed included.
   */
  async #cutJournal(journal: Journal, size: number): Promise<void> {
    try {
      await journal.truncate(size)
    } catch (error) {
      this.journalHealth.failed(error)
      this.#scheduleRetry()
      if (journal.size !== size) throw error
      return
    }
    this.journalHealth.succeeded()
  }

  /** The committed state as it stands (for `dumpState`), read after any round in progress. */
  committed(): Promise<{ state: StateLayer; view: LedgerStateView }> {
    return this.exclusive(() => ({ state: this.#state, view: this.ledgerState() }))
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
    this.#failedWindow.expire(started)
    this.#round += 1
    const clockRecords: unknown[] = []
    if (this.#round >= this.roundsPerEpoch) {
      this.#epoch += 1
      this.#round = 0
      clockRecords.push({ type: 'clock', epoch: this.#epoch, round: 0, time: started })
    }
    this.#time = started
    if (this.#mempool.length === 0) {
      // While the journal is failing every round tries a write: the first that succeeds ends the fault.
      const probe = { type: 'clock', epoch: this.#epoch, round: this.#round, time: started }
      if (clockRecords.length > 0) return this.#persist(clockRecords)
      if (this.journalHealth.failing) return this.#persist([probe])
      return undefined
    }
    const batch = maxTransactions >= this.#mempool.length ? this.#mempool : this.#mempool.slice(0, maxTransactions)
    this.#mempool = batch === this.#mempool ? [] : this.#mempool.slice(batch.length)
    // The fees still reserved are those of the transactions left waiting.
    this.#pendingV0Fees = new Map()
    for (const record of this.#mempool) if (record.kind === 'v0') this.#reserveV0Fee(record)
    const draft = this.#state.draft()
    const epoch = this.#epoch
    let version = this.#version
    type Outcome =
      | { record: GatewayRecord; version?: number; failure?: string }
      | { record: IntentRecord; version?: number; judgedAt: number; receipt: V0Receipt }
    const outcomes: Outcome[] = []
    const records: unknown[] = [...clockRecords]
    const where = { time: started, epoch, round: this.#round }
    for (const record of batch) {
      if (record.kind === 'gateway') {
        const violation = this.#execute(draft, record.transaction, epoch)
        if (violation) {
          outcomes.push({ record, failure: failureText(violation) })
          continue
        }
        version += 1
        outcomes.push({ record, version })
        if (this.#journal) records.push({ type: 'gateway', version, ...where, signed: record.signedHex })
      } else {
        const receipt = executeIntent(draft, this.book, this.fees, record, epoch)
        // A rejection charged nothing and changed nothing: like a FAILED Gateway transaction it
        // takes no version and no journal record, so that it costs the ledger nothing lasting.
        if (receipt.status === 'Rejected') {
          outcomes.push({ record, judgedAt: version, receipt })
          continue
        }
        version += 1
        outcomes.push({ record, version, judgedAt: version, receipt })
        if (this.#journal)
          records.push({
            type: 'v0',
            version,
            ...where,
            notarized: record.notarizedHex,
            status: receipt.status,
            costUnits: record.costUnits,
            costUnitPrice: this.fees.v0.costUnitPrice.toString(),
          })
      }
    }
    if (this.#journal && (records.length > 0 || this.journalHealth.failing)) {
      const writing = Date.now()
      const probe = { type: 'clock', epoch, round: where.round, time: started }
      const failure = await this.#persist(records.length > 0 ? records : [probe])
      if (failure !== undefined) {
        // Nothing of the round happened: its transactions wait, PENDING, for a round whose write succeeds.
        this.#mempool = batch.concat(this.#mempool)
        this.#pendingV0Fees = new Map()
        for (const record of this.#mempool) if (record.kind === 'v0') this.#reserveV0Fee(record)
        return failure
      }
      if (records.length > 0) remember(this.#persistLatency, Date.now() - writing)
    }
    draft.mergeIntoParent()
    const timestamp = this.#timestamp()
    for (const outcome of outcomes) {
      this.#processed += 1
      if (outcome.version !== undefined) {
        this.#version = outcome.version
        this.#history.push({ timestamp: started, epoch, round: where.round })
        this.#accumulate(outcome.record.kind === 'gateway' ? outcome.record.id : outcome.record.intentHash)
        remember(this.#pathLatency, started - outcome.record.submittedAt)
      }
      if (outcome.record.kind === 'gateway') {
        const record = outcome.record
        if (outcome.version !== undefined) {
          record.status = 'CONFIRMED'
          record.confirmedVersion = outcome.version
          record.confirmedAt = started
          this.#emit({
            interface: 'gateway',
            id: record.id,
            status: 'CONFIRMED',
            stateVersion: outcome.version,
            timestamp,
          })
        } else {
          this.#failed += 1
          record.status = 'FAILED'
          record.failure = (outcome as { failure: string }).failure
          record.failedVersion = this.#version
          this.#failedWindow.add(record, started)
          this.#emit({ interface: 'gateway', id: record.id, status: 'FAILED', timestamp, failure: record.failure })
        }
      } else {
        const { record, receipt, judgedAt } = outcome as Extract<Outcome, { judgedAt: number }>
        record.receipt = receipt
        record.stateVersion = judgedAt
        if (receipt.status !== 'Succeeded') this.#failed += 1
        if (receipt.status === 'Rejected') this.#failedWindow.add(record, started)
        this.#emit({
          interface: 'v0',
          id: record.intentHash,
          status: receipt.status,
          ...(outcome.version !== undefined ? { stateVersion: outcome.version } : {}),
          timestamp,
          ...(receipt.status !== 'Succeeded' && receipt.error_message ? { failure: receipt.error_message } : {}),
        })
      }
    }
    return undefined
  }

  /**
   * Takes a transaction whose automine round could not be written out of the ledger, as if it
   * had never been submitted (its submission is refused, and may be repeated).
   */
  #withdraw(record: GatewayRecord | IntentRecord): void {
    this.#mempool = this.#mempool.filter((pending) => pending !== record)
    if (record.kind === 'gateway') {
      if (this.#transactions.get(record.id) === record) this.#transactions.delete(record.id)
      if (this.#payloads.get(record.payloadHash) === record) this.#payloads.delete(record.payloadHash)
    } else if (this.#intents.get(record.intentHash) === record) this.#intents.delete(record.intentHash)
    this.#submitted -= 1
    this.#pendingV0Fees = new Map()
    for (const pending of this.#mempool) if (pending.kind === 'v0') this.#reserveV0Fee(pending)
  }

  #execute(draft: StateLayer, transaction: UnsignedTransaction, epoch: number): LedgerViolation | undefined {
    if (BigInt(epoch) >= transaction.endEpoch)
      return {
        kind: 'expired',
        currentEpoch: BigInt(epoch),
        startEpoch: transaction.startEpoch,
        endEpoch: transaction.endEpoch,
      }
    const own = draft.draft()
    const violation = applyGatewayTransaction(own, this.book, transaction)
    if (!violation) own.mergeIntoParent()
    return violation
  }

  /**
   * Writes a whole state (its document `state`, at `clock`) to the journal, which starts a new
   * generation of it; throws the write's failure.
   */
  async #journalState(
    clock: { version: number; time: number; epoch: number; round: number },
    state: unknown,
  ): Promise<void> {
    const failure = await this.#persist([
      { type: 'state', version: clock.version, time: clock.time, epoch: clock.epoch, round: clock.round, state },
    ])
    if (failure !== undefined) throw failure
    this.#journalGeneration += 1
  }

  /** Writes `records` to the journal, if any; the error (the fault recorded) when the write failed. */
  async #persist(records: readonly unknown[]): Promise<unknown> {
    if (!this.#journal) return undefined
    try {
      await this.#journal.append(records)
    } catch (error) {
      this.journalHealth.failed(error)
      this.#scheduleRetry()
      return error ?? new Error('the journal write failed')
    }
    this.journalHealth.succeeded()
    return undefined
  }

  /**
   * With automine, no round runs unless a transaction is submitted, and submissions are refused
   * while the journal fails: so the ledger tries a write again every `JOURNAL_RETRY_MS` until one
   * succeeds — a round when transactions wait (a flush that failed), else its clock as it is.
   * Interval rounds and `mine` try again by themselves.
   */
  #scheduleRetry(): void {
    if (!this.automine || this.#retry !== undefined || this.#closed || !this.journalHealth.failing) return
    this.#retry = setTimeout(() => {
      this.#retry = undefined
      void this.exclusive(async () => {
        if (!this.automine || !this.journalHealth.failing || this.#closed) return
        if (this.#mempool.length > 0) await this.#runRound(Number.POSITIVE_INFINITY)
        else await this.#persist([{ type: 'clock', epoch: this.#epoch, round: this.#round, time: this.#time }])
      })
    }, JOURNAL_RETRY_MS)
    this.#retry.unref?.()
  }

  /** A FAILED or Rejected transaction left the window: queries no longer find it. */
  #forget(record: GatewayRecord | IntentRecord): void {
    if (record.kind === 'gateway') {
      if (this.#transactions.get(record.id) === record) this.#transactions.delete(record.id)
      if (this.#payloads.get(record.payloadHash) === record) this.#payloads.delete(record.payloadHash)
    } else if (this.#intents.get(record.intentHash) === record) this.#intents.delete(record.intentHash)
  }

  #accumulate(id: string): void {
    const bytes = fastBytes(id)
    const joined = new Uint8Array(64)
    joined.set(this.#commitment, 0)
    joined.set(bytes, 32)
    this.#commitment = fastSha256d(joined)
    this.#checksumHigh ^= (bytes[0]! << 16) | (bytes[1]! << 8) | bytes[2]!
    this.#checksumLow ^= (bytes[3]! << 16) | (bytes[4]! << 8) | bytes[5]!
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
    const average = (values: number[]) =>
      values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0
    return {
      submitted: this.#submitted,
      processed: this.#processed,
      failed: this.#failed,
      commitment: bytesToHex(this.#commitment),
      checksum: this.#checksumHigh * 2 ** 24 + this.#checksumLow,
      pathLatencyMs: average(this.#pathLatency),
      persistLatencyMs: average(this.#persistLatency),
      pending: this.#mempool.length,
    }
  }

  /**
   * Reads the journal's records back into the ledger (before any round runs): every committed
   * transaction is executed again, in order, and must give the recorded outcome.
   */
  replay(records: readonly unknown[]): void {
    let expected = 1
    for (const [index, raw] of records.entries()) {
      const record = raw as Record<string, unknown>
      const fail = (reason: string): never => {
        throw new SandboxError(`The sandbox journal cannot be replayed: record ${index} ${reason}.`, {
          code: 'JOURNAL_REPLAY',
        })
      }
      if (typeof record !== 'object' || record === null) fail('is not an object')
      const time = Number(record.time)
      const epoch = Number(record.epoch)
      const round = Number(record.round)
      if (![time, epoch, round].every(Number.isSafeInteger)) fail('has no time, epoch and round')
      this.#time = time
      this.#epoch = epoch
      this.#round = round
      if (record.type === 'clock') continue
      if (record.type === 'balance') {
        const amount =
          typeof record.amount === 'string' && /^(0|[1-9]\d*)$/.test(record.amount)
            ? BigInt(record.amount)
            : fail('has no amount')
        if (
          typeof record.account !== 'string' ||
          typeof record.resource !== 'string' ||
          !this.#state.resource(record.resource)
        )
          fail('sets the balance of an unknown account or resource')
        this.#applyBalance(
          record.account as string,
          record.resource as string,
          amount,
          typeof record.key === 'string' ? record.key : undefined,
        )
        continue
      }
      if (record.type === 'state') {
        const loaded = this.#restoreState?.(record.state)
        if (!loaded) fail('holds a state this ledger cannot read')
        this.#replace(loaded!, { version: Number(record.version), time, epoch, round })
        expected = Number(record.version) + 1
        continue
      }
      if (record.version !== expected) fail(`has version ${String(record.version)} where ${expected} was expected`)
      expected += 1
      const draft = this.#state.draft()
      if (record.type === 'gateway') {
        const signedHex = String(record.signed)
        const signed = decodeSignedTransaction(signedHex)
        const violation = this.#execute(draft, signed.transaction, epoch)
        if (violation)
          fail(
            `(transaction ${bytesToHex(fastSha256d(hexToBytes(signedHex)))}) no longer applies: ${describeViolation(violation)}`,
          )
        const gateway: GatewayRecord = {
          kind: 'gateway',
          id: bytesToHex(fastSha256d(hexToBytes(signedHex))),
          payloadHash: bytesToHex(fastSha256d(signed.unsigned)),
          signedHex,
          transaction: signed.transaction,
          submittedVersion: 0,
          submittedAt: time,
          status: 'CONFIRMED',
          confirmedVersion: expected - 1,
          confirmedAt: time,
        }
        this.#transactions.set(gateway.id, gateway)
        this.#payloads.set(gateway.payloadHash, gateway)
        this.#accumulate(gateway.id)
      } else if (record.type === 'v0') {
        const notarizedHex = String(record.notarized)
        const notarized = decodeNotarizedTransaction(notarizedHex)
        const { intent, intentSignatures } = notarized.signedIntent
        const intentHash = bytesToHex(fastSha256d(encodeIntent(intent)))
        const signatories = intentSignatures.map((entry) => entry.publicKey)
        if (intent.header.notaryAsSignatory) signatories.push(intent.header.notaryPublicKey)
        const costUnits = Number(record.costUnits)
        const fees = { ...this.fees, v0: { ...this.fees.v0, costUnitPrice: BigInt(String(record.costUnitPrice)) } }
        const executable = { notarized, intentHash, signatories, costUnits }
        const receipt = executeIntent(draft, this.book, fees, executable, epoch)
        if (receipt.status !== record.status)
          fail(`(intent ${intentHash}) ended ${receipt.status}, the journal says ${String(record.status)}`)
        this.#intents.set(intentHash, {
          kind: 'v0',
          ...executable,
          notarizedHex,
          payloadHash: bytesToHex(fastSha256d(hexToBytes(notarizedHex))),
          submittedVersion: 0,
          submittedAt: time,
          receipt,
          stateVersion: expected - 1,
        })
        this.#accumulate(intentHash)
      } else fail(`has an unknown type ${String(record.type)}`)
      draft.mergeIntoParent()
      this.#version = expected - 1
      this.#processed += 1
      this.#history.push({ timestamp: time, epoch, round })
    }
  }

  /**
   * How `replay` reads the state of a `state` record (what `loadState` journaled): set by the
   * sandbox, which owns the state document's format.
   */
  #restoreState: ((document: unknown) => StateLayer | undefined) | undefined

  set stateReader(reader: (document: unknown) => StateLayer | undefined) {
    this.#restoreState = reader
  }

  /** How a revert writes a snapshot's state into the journal (set by the sandbox, like `stateReader`). */
  #writeState: ((state: StateLayer, version: number, time: number, epoch: number, round: number) => unknown) | undefined

  set stateWriter(writer: (state: StateLayer, version: number, time: number, epoch: number, round: number) => unknown) {
    this.#writeState = writer
  }

  /**
   * What is wrong with the ledger, if anything: its state (`stateInvariantProblems`: supplies,
   * balances, vaults) and its clock (`clockInvariantProblems`: safe versions, epochs and rounds,
   * one version per committed transaction).
   */
  invariantProblems(): string[] {
    return [
      ...stateInvariantProblems(this.#state),
      ...clockInvariantProblems({
        version: this.#version,
        epoch: this.#epoch,
        round: this.#round,
        historyBase: this.#historyBase,
        historyLength: this.#history.length,
      }),
    ]
  }

  /** Stops trying a failing journal again and waits for the round in progress; later rounds are the caller's to stop scheduling. */
  async close(): Promise<void> {
    this.#closed = true
    if (this.#retry !== undefined) clearTimeout(this.#retry)
    this.#retry = undefined
    await this.#chain
  }
}

function remember(values: number[], value: number): void {
  values.push(value)
  if (values.length > RECENT) values.shift()
}
