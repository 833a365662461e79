import { bytesToHex, decodeV0Address } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { SandboxState } from './generated/controls/methods.gen.js'
import { JournalWriteError } from './ledger/Journal.js'
import { writeErrorText } from './ledger/JournalHealth.js'
import type { Ledger, LedgerStateView } from './ledger/Ledger.js'
import { nativeToken } from './ledger/nativeToken.js'
import type { RoundTimer } from './ledger/RoundTimer.js'
import { readStateDocument, writeStateDocument } from './ledger/stateDocument.js'
import { SandboxControlError } from './SandboxControlError.js'
import { SandboxError } from './SandboxError.js'
import { precompiledValidators } from './server/precompiledValidators.js'
import { reportedIssues } from './server/reportedIssues.js'

const MAX_U256 = (1n << 256n) - 1n

/**
 * How a sandbox commits: `auto` (every submission at once, in a round of its own), `interval` (a
 * round every `roundMs` milliseconds) or `manual` (rounds at `mine()` only). `roundMs` is the
 * interval the sandbox was started with (`null` without one), in force whenever automine is off.
 *
 * @example
 * const mining: Mining = { mode: 'auto', roundMs: null }
 */
export type Mining = { mode: 'auto' | 'interval' | 'manual'; roundMs: number | null }

/**
 * An account's balance after `setBalance`, and its token's total supply.
 *
 * @example
 * const { balance, totalSupply }: BalanceSet = await sandbox.setBalance(address, 5n * 10n ** 18n)
 */
export type BalanceSet = { address: string; tokenIdentifier: string; balance: bigint; totalSupply: bigint }

/**
 * The test controls of a sandbox, in process and behind the `sandbox_*` JSON-RPC methods
 * (`specs/sandbox.openrpc.json`): every argument is checked against that spec's params, so both
 * refuse the same inputs the same way. Turned off, every control throws `CONTROLS_OFF`.
 *
 * @example
 * const controls = new SandboxControls({ ledger, roundMs: undefined, enabled: true })
 * const id = await controls.snapshot()
 * await controls.revert(id)
 */
export class SandboxControls {
  readonly #ledger: Ledger
  readonly #timer: RoundTimer | undefined
  readonly #roundMs: number | undefined
  readonly #off: 'NO_CONTROLS' | 'JOURNALED' | undefined

  constructor(options: {
    ledger: Ledger
    timer?: RoundTimer
    roundMs?: number
    enabled: boolean
    offReason?: 'NO_CONTROLS' | 'JOURNALED'
  }) {
    this.#ledger = options.ledger
    this.#timer = options.timer
    this.#roundMs = options.roundMs
    this.#off = options.enabled ? undefined : (options.offReason ?? 'NO_CONTROLS')
  }

  /** Whether the controls answer (`false`: every control throws `CONTROLS_OFF`). */
  get enabled(): boolean {
    return this.#off === undefined
  }

  /** The mining mode in force. */
  get mining(): Mining {
    const roundMs = this.#roundMs ?? null
    return { mode: this.#ledger.automine ? 'auto' : roundMs === null ? 'manual' : 'interval', roundMs }
  }

  /** Throws `CONTROLS_OFF` when off, then checks `params` against the method's params in the spec. */
  check(method: string, params: unknown[]): void {
    this.assertEnabled()
    const issues = precompiledValidators.sandbox().validateRpcParams(method, params)
    const [first] = issues
    if (first)
      throw new InvalidArgumentError(
        paramName(method, first.path),
        `${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`,
        {
          details: reportedIssues(issues)
            .map((issue) => `${issue.path} ${issue.message}`)
            .join('; '),
        },
      )
  }

  /** Throws `CONTROLS_OFF` when the controls are off. */
  assertEnabled(): void {
    if (this.#off)
      throw new SandboxControlError(
        'CONTROLS_OFF',
        this.#off === 'JOURNALED'
          ? 'The sandbox controls are off: this sandbox journals its data directory (start it with --controls to turn them on).'
          : 'The sandbox controls are off (the sandbox was started with --no-controls).',
        { reason: this.#off },
      )
  }

  /** Records the whole ledger; answers the snapshot's id for `revert`. */
  async snapshot(): Promise<string> {
    this.check('sandbox_snapshot', [])
    return this.#checked(await this.#ledger.snapshot())
  }

  /** Puts back the ledger of snapshot `id`, exactly; that snapshot and every later one are used up. */
  async revert(id: string): Promise<LedgerStateView> {
    this.check('sandbox_revert', [id])
    const restored = await written(() => this.#ledger.revert(id), 'nothing was reverted')
    if (!restored)
      throw new SandboxControlError(
        'UNKNOWN_SNAPSHOT',
        `No snapshot has the id ${id} (never taken, or already reverted to or discarded).`,
        { id },
      )
    return this.#checked(restored)
  }

  /**
   * Sets the balance of `address` (`ddx1…` or `account_sim1…`) in a token (rri, default the
   * native token) to `amount` subunits; the token's total supply moves by the difference.
   */
  async setBalance(address: string, amount: bigint | string, tokenIdentifier?: string): Promise<BalanceSet> {
    const text = typeof amount === 'bigint' && amount >= 0n ? amount.toString() : amount
    this.check('sandbox_setBalance', tokenIdentifier === undefined ? [address, text] : [address, text, tokenIdentifier])
    const value = BigInt(text as string)
    if (value > MAX_U256) throw new InvalidArgumentError('amount', 'is above 2^256 − 1')
    const ledger = this.#ledger
    let account: string
    let keyHex: string | undefined
    if (address.startsWith('account_')) {
      account = bytesToHex(decodeV0Address(address, 'localnet', 'address').bytes)
      keyHex = ledger.state.accountKey(account)
    } else {
      const known = ledger.book.ofAddress(address, 'address')
      account = known.id
      keyHex = known.keyHex
    }
    const rri = (tokenIdentifier ?? nativeToken.rri).toLowerCase()
    const resource = ledger.state.resourceIdOfRri(rri)
    if (resource === undefined)
      throw new SandboxControlError('UNKNOWN_TOKEN', `The ledger has no token ${rri}.`, { tokenIdentifier: rri })
    const set = await written(
      () => ledger.setBalance(account, resource, value, keyHex, MAX_U256),
      'the balance was not set',
    )
    if ('refused' in set)
      throw new SandboxControlError(
        'SUPPLY_OUT_OF_RANGE',
        `The total supply of ${rri} would be ${set.refused}, above 2^256 − 1.`,
        { tokenIdentifier: rri, totalSupply: set.refused.toString() },
      )
    return this.#checked({
      address: keyHex ? ledger.book.gatewayAddress(keyHex) : ledger.book.v0Address(account),
      tokenIdentifier: rri,
      ...set,
    })
  }

  /** Runs `rounds` rounds now (default 1): the first commits the mempool. */
  async mine(rounds?: number): Promise<LedgerStateView> {
    this.check('sandbox_mine', rounds === undefined ? [] : [rounds])
    this.#checkEpochRoom('rounds', Math.ceil((this.#ledger.round + (rounds ?? 1)) / this.#ledger.roundsPerEpoch))
    await written(
      () => this.#ledger.mine(rounds ?? 1),
      'the round whose write failed committed nothing (its transactions stay pending), and no round ran after it',
    )
    return this.#checked(this.#ledger.ledgerState())
  }

  /** Automine on (pending transactions are committed now) or off (interval rounds, or `mine` only). */
  async setAutomine(enabled: boolean): Promise<Mining> {
    this.check('sandbox_setAutomine', [enabled])
    this.#ledger.automine = enabled
    if (enabled) {
      this.#timer?.pause()
      await written(
        () => this.#ledger.mine(1),
        'automine is on, and the transactions that were pending stay pending until a write succeeds (the sandbox tries again by itself)',
      )
    } else this.#timer?.resume()
    return this.#checked(this.mining)
  }

  /** Moves the clock `epochs` epochs forward without committing anything. */
  async increaseEpoch(epochs: number): Promise<LedgerStateView> {
    this.check('sandbox_increaseEpoch', [epochs])
    this.#checkEpochRoom('epochs', epochs)
    await written(() => this.#ledger.increaseEpoch(epochs), 'the clock did not move')
    return this.#checked(this.#ledger.ledgerState())
  }

  /** The committed state as a JSON document (a fixture for `loadState`). */
  async dumpState(): Promise<SandboxState> {
    this.check('sandbox_dumpState', [])
    const { state, view } = await this.#ledger.committed()
    return this.#checked(writeStateDocument(state, view, this.#ledger.book))
  }

  /** Replaces the ledger with a state document; the mempool and the history go (snapshots stay). */
  async loadState(document: SandboxState): Promise<LedgerStateView> {
    this.check('sandbox_loadState', [document])
    const read = readStateDocument(document)
    if ('problems' in read)
      throw new SandboxControlError(
        'INVALID_STATE',
        `The state document is not a ledger: ${read.problems.join('; ')}.`,
        { problems: read.problems },
      )
    return this.#checked(await written(() => this.#ledger.loadState(read.state, read.clock), 'nothing was loaded'))
  }

  /** Back to genesis. */
  async reset(): Promise<LedgerStateView> {
    this.check('sandbox_reset', [])
    return this.#checked(await written(() => this.#ledger.reset(), 'nothing was reset'))
  }

  /**
   * The ledger's invariant check (`Ledger.invariantProblems`), run after every control: a control
   * that broke the ledger is a bug of the sandbox, thrown as `INVARIANT_BROKEN` (over JSON-RPC an
   * internal error, logged) rather than answered as if all were well.
   */
  #checked<T>(answer: T): T {
    const problems = this.#ledger.invariantProblems()
    if (problems.length > 0)
      throw new SandboxError(`The ledger breaks its invariants after a control: ${problems.join('; ')}.`, {
        code: 'INVARIANT_BROKEN',
        hint: 'this is a bug in the sandbox: report it with the controls that were called',
      })
    return answer
  }

  /** Refuses (naming `field`) a control that would move the epoch past 2^53 − 1, where it stops being exact. */
  #checkEpochRoom(field: string, epochs: number): void {
    if (this.#ledger.epoch + epochs > Number.MAX_SAFE_INTEGER)
      throw new InvalidArgumentError(field, `would move the epoch (${this.#ledger.epoch}) past 2^53 − 1`)
  }
}

/**
 * Runs a control that writes the journal; a write that fails is `STORE_FAILING`, saying what the
 * control did not do (`consequence`). The fault is also in `/api/system` and the log, like a round's.
 */
async function written<T>(control: () => Promise<T>, consequence: string): Promise<T> {
  try {
    return await control()
  } catch (error) {
    if (!(error instanceof JournalWriteError)) throw error
    const text = writeErrorText(error)
    throw new SandboxControlError(
      'STORE_FAILING',
      `The sandbox's journal could not be written (${text}): ${consequence}.`,
      {
        error: text,
      },
    )
  }
}

/** The name of the param an issue's path (`/params/1/…`) points into, for the error's field. */
function paramName(method: string, path: string): string {
  const index = Number(/^\/params\/(\d+)/.exec(path)?.[1])
  const name = precompiledValidators.sandbox().method(method)?.params[index]?.name
  return name === undefined ? 'params' : `${name}${path.replace(/^\/params\/\d+/, '').replace(/\//g, '.')}`
}
