import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { v0ResourceAddressForRri } from '@ledgernet/crypto'
import { expect } from 'vitest'
import { jsonClient } from '../../bench/transferLoad.mjs'
import { readJournal } from '../../src/journal/readJournal.js'
import type { Sandbox } from '../../src/Sandbox.js'
import type { SandboxLogger } from '../../src/SandboxLogger.js'
import { type DiskFault, DiskFaults } from './diskFaults.js'
import { keyOf, signUnsigned, startTestSandbox, XRD } from './testSandbox.js'

/**
 * A transfer the scenario sent: who to whom (account indexes), how much, its fee, and its id.
 *
 * @example
 * const sent: SentTransfer = { hash: '1a2f…', from: 0, to: 1, amount: 1000n, fee: 55600000000000000n }
 */
export type SentTransfer = { hash: string; from: number; to: number; amount: bigint; fee: bigint }

/**
 * How the sandbox under faults commits: `manual` (automine off, rounds at `mine()` only — the
 * controls turned on for its data directory), to test a round's write and its retries; `auto`,
 * a sandbox started with defaults (automine, controls off), as a user meets it.
 *
 * @example
 * const ledger = await LedgerUnderFaults.start('auto')
 */
export type FaultMining = 'manual' | 'auto'

/**
 * Where a fault cuts a round's write: a record boundary, inside a header or a payload, a fraction
 * of the write, its last byte, or after the whole write.
 *
 * @example
 * const cut: WriteCut = { record: 1, at: 'payload' }
 */
export type WriteCut =
  | { record: number; at: 'boundary' | 'header' | 'payload' }
  | { fraction: number }
  | 'lastByte'
  | 'whole'

/**
 * The byte of a round's write (framed records: `u32 length ‖ 8-byte checksum ‖ payload`) where
 * `cut` falls, counted from the start of the write.
 *
 * @example
 * cutOffset(bytes, { record: 1, at: 'header' }) // 5 bytes into the second record
 */
export function cutOffset(bytes: Uint8Array, cut: WriteCut): number {
  if (cut === 'lastByte') return bytes.length - 1
  if (cut === 'whole') return bytes.length
  if ('fraction' in cut) return Math.floor(bytes.length * cut.fraction)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let start = 0
  for (let index = 0; index < cut.record; index++) start += 12 + view.getUint32(start)
  if (cut.at === 'boundary') return start
  if (cut.at === 'header') return start + 5
  return start + 12 + Math.floor(view.getUint32(start) / 2)
}

/** A logger that keeps `level message` lines. */
function recordingLogger(): SandboxLogger & { lines: string[] } {
  const lines: string[] = []
  const record = (level: string) => (message: string) => void lines.push(`${level} ${message}`)
  return { lines, info: () => {}, warn: record('warn'), error: record('error') }
}

/**
 * A sandbox with a data directory whose journal sits on a disk that fails on demand
 * ({@link DiskFaults}), with transfers between its first four accounts over HTTP, and the checks
 * every fault test makes: what a round or a submission reported, what a restart found, and the
 * conservation of every balance and the supply against the transfers that are CONFIRMED. Every
 * step asserts as it goes. In `manual` mining it is driven round by round (`send`, `commitRound`,
 * `failRound`, `recover`); with automine (`auto`) every submission is its own round
 * (`sendCommitted`, `failSubmission`, `recoverSubmission`).
 *
 * @example
 * const ledger = await LedgerUnderFaults.start()
 * await ledger.commitRound(await ledger.send(2))
 * await ledger.failRound(await ledger.send(1), { kind: 'ENOSPC', at: ({ position }) => position + 5 })
 * ledger.disk.heal()
 * await ledger.restart()
 * await ledger.reconcile('after the restart')
 * await ledger.close()
 */
export class LedgerUnderFaults {
  readonly directory: string
  readonly journalPath: string
  readonly mining: FaultMining
  readonly disk: DiskFaults
  sandbox: Sandbox
  logger: SandboxLogger & { lines: string[] }
  /** Every transfer sent, and those a round reported CONFIRMED. */
  readonly sent: SentTransfer[] = []
  readonly reported = new Set<string>()
  readonly #http = jsonClient(4)
  #sequence = 0
  /** The journal's size (and bytes) before the last fault, and whether its cut-back was made to fail. */
  #beforeFault = { size: 0, bytes: Buffer.alloc(0), cutBackFails: false }

  private constructor(
    directory: string,
    mining: FaultMining,
    disk: DiskFaults,
    sandbox: Sandbox,
    logger: SandboxLogger & { lines: string[] },
  ) {
    this.directory = directory
    this.journalPath = join(directory, 'journal.log')
    this.mining = mining
    this.disk = disk
    this.sandbox = sandbox
    this.logger = logger
  }

  static async start(mining: FaultMining = 'manual'): Promise<LedgerUnderFaults> {
    const directory = await mkdtemp(join(tmpdir(), 'ledgernet-faults-'))
    const logger = recordingLogger()
    const sandbox = await LedgerUnderFaults.#open(directory, mining, logger)
    const disk = await DiskFaults.install(join(directory, 'journal.log'))
    return new LedgerUnderFaults(directory, mining, disk, sandbox, logger)
  }

  static #open(directory: string, mining: FaultMining, logger: SandboxLogger): Promise<Sandbox> {
    const options = { dataDir: directory, roundsPerEpoch: 1_000_000, logger }
    return startTestSandbox(mining === 'manual' ? { ...options, automine: false, controls: true } : options)
  }

  #gateway(path: string, body: object) {
    return this.#http.post(
      `${this.sandbox.gatewayUrl}${path}`,
      { network_identifier: { network: 'localnet' }, ...body },
      { 'x-ledger-target-gw-api': '1.0' },
    )
  }

  /** Builds, signs and submits one transfer (finalize with `submit: true`); the HTTP status when refused. */
  async transfer(from: number, to: number, amount: bigint): Promise<SentTransfer | { refused: number }> {
    const signed = await this.#signed(from, to, amount, true)
    if ('refused' in signed) return signed
    const { signedTransaction: _, ...transfer } = signed
    return transfer
  }

  /** Builds and signs one transfer; with `submit`, finalize submits it too (the HTTP status when refused). */
  async #signed(
    from: number,
    to: number,
    amount: bigint,
    submit: boolean,
  ): Promise<(SentTransfer & { signedTransaction: string }) | { refused: number }> {
    const accounts = this.sandbox.accounts
    const built = await this.#gateway('/transaction/build', {
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: accounts[from]!.address },
          to_account: { address: accounts[to]!.address },
          amount: { value: amount.toString(), token_identifier: { rri: XRD } },
        },
      ],
      fee_payer: { address: accounts[from]!.address },
    })
    expect(built.status).toBe(200)
    const unsigned = built.body.transaction_build.unsigned_transaction
    const finalized = await this.#gateway('/transaction/finalize', {
      unsigned_transaction: unsigned,
      signature: {
        public_key: { hex: accounts[from]!.publicKey },
        bytes: signUnsigned(keyOf(this.sandbox, from), unsigned),
      },
      submit,
    })
    if (finalized.status !== 200) return { refused: finalized.status }
    return {
      hash: finalized.body.transaction_identifier.hash,
      from,
      to,
      amount,
      fee: BigInt(built.body.transaction_build.fee.value),
      signedTransaction: finalized.body.signed_transaction,
    }
  }

  /** Submits a signed transaction (`/transaction/submit`); the HTTP status. */
  async #submit(signedTransaction: string): Promise<number> {
    return (await this.#gateway('/transaction/submit', { signed_transaction: signedTransaction })).status
  }

  /** The next transfer of the scenario, built and signed, not submitted. */
  async #nextSigned(): Promise<SentTransfer & { signedTransaction: string }> {
    const sequence = this.#sequence++
    const signed = await this.#signed(sequence % 4, (sequence + 1) % 4, BigInt(1000 + sequence), false)
    if ('refused' in signed) throw new Error(`a finalize was refused with ${signed.refused}`)
    return signed
  }

  /** Submits `count` transfers among the first four accounts (the mempool waits for a round). */
  async send(count: number): Promise<SentTransfer[]> {
    const mine: SentTransfer[] = []
    for (let index = 0; index < count; index++) {
      const sequence = this.#sequence++
      const transfer = await this.transfer(sequence % 4, (sequence + 1) % 4, BigInt(1000 + sequence))
      if ('refused' in transfer) throw new Error(`a transfer was refused with ${transfer.refused}`)
      mine.push(transfer)
    }
    this.sent.push(...mine)
    return mine
  }

  async statusOf(hash: string): Promise<string> {
    const answer = await this.#gateway('/transaction/status', { transaction_identifier: { hash } })
    return answer.status === 404 ? 'not found' : answer.body.transaction.transaction_status.status
  }

  /** Runs a round on a working disk: `mine` must be CONFIRMED (and is now reported). */
  async commitRound(mine: readonly SentTransfer[], label = ''): Promise<void> {
    expect(this.mining, 'rounds are run in manual mining').toBe('manual')
    await this.sandbox.mine()
    for (const { hash } of mine) {
      expect(await this.statusOf(hash), `${label}: committed`).toBe('CONFIRMED')
      this.reported.add(hash)
    }
  }

  /**
   * Runs a round whose write meets `fault`: `mine` must fail with `SANDBOX_STORE_FAILING`, nothing
   * of the round may be CONFIRMED, the version must not move, the fault must be logged and reported
   * by `/api/system`, and a submission refused (503).
   */
  async failRound(mine: readonly SentTransfer[], fault: DiskFault, label = ''): Promise<void> {
    const version = this.sandbox.ledgerState().version
    await this.#recordBeforeFault(fault)
    this.disk.arm(fault)
    await expect(this.sandbox.mine(), `${label}: mine`).rejects.toMatchObject({
      code: 'SANDBOX_STORE_FAILING',
      data: { error: expect.stringMatching(/ENOSPC|EIO/) },
    })
    expect(this.disk.events.length, `${label}: the fault was met`).toBeGreaterThan(0)
    for (const { hash } of mine) expect(await this.statusOf(hash), `${label}: after the failed write`).toBe('PENDING')
    expect(this.sandbox.ledgerState().version, `${label}: version`).toBe(version)
    const system = await fetch(`${this.sandbox.nodeUrl}/api/system`).then((response) => response.json())
    expect(system.ledger.faults.store, label).toMatchObject({ failing: true })
    expect(
      this.logger.lines.some((line) => line.startsWith('error journal write failed')),
      `${label}: logged`,
    ).toBe(true)
    expect(await this.transfer(0, 1, 1n), `${label}: a submission while failing`).toEqual({ refused: 503 })
  }

  async #recordBeforeFault(fault: DiskFault): Promise<void> {
    const bytes = await readFile(this.journalPath)
    this.#beforeFault = { size: bytes.length, bytes, cutBackFails: fault.cutBackFails ?? false }
  }

  /**
   * With automine: submits `count` transfers on a working disk; each submission's answer comes
   * once its own round committed it, so each must be CONFIRMED at once (and is now reported).
   */
  async sendCommitted(count: number, label = ''): Promise<SentTransfer[]> {
    expect(this.mining, 'automine').toBe('auto')
    const mine: SentTransfer[] = []
    for (let index = 0; index < count; index++) {
      const { signedTransaction, ...transfer } = await this.#nextSigned()
      this.sent.push(transfer)
      expect(await this.#submit(signedTransaction), `${label}: submitted`).toBe(200)
      expect(await this.statusOf(transfer.hash), `${label}: committed by its submission`).toBe('CONFIRMED')
      this.reported.add(transfer.hash)
      mine.push(transfer)
    }
    return mine
  }

  /**
   * With automine: submits one transfer whose round's write meets `fault`. The submission must be
   * refused (503) and the transfer unknown (nothing was submitted), the version must not move,
   * the journal must hold what it held before (unless the cut-back was made to fail) and the fault
   * must be logged and reported by `/api/system`. When `retriesFail` (the fault also stops the
   * sandbox's own retry, a small write), a second submission must be refused too. Answers the
   * refused transfer, signed, to submit again once the disk works.
   */
  async failSubmission(
    fault: DiskFault,
    label: string,
    { retriesFail }: { retriesFail: boolean },
  ): Promise<SentTransfer & { signedTransaction: string }> {
    expect(this.mining, 'automine').toBe('auto')
    const version = this.sandbox.ledgerState().version
    const refused = await this.#nextSigned()
    await this.#recordBeforeFault(fault)
    this.disk.arm(fault)
    expect(await this.#submit(refused.signedTransaction), `${label}: the submission whose round failed`).toBe(503)
    expect(this.disk.events.length, `${label}: the fault was met`).toBeGreaterThan(0)
    expect(await this.statusOf(refused.hash), `${label}: nothing was submitted`).toBe('not found')
    expect(this.sandbox.ledgerState().version, `${label}: version`).toBe(version)
    if (!this.#beforeFault.cutBackFails) await this.#expectJournalKept(label)
    const system = await fetch(`${this.sandbox.nodeUrl}/api/system`).then((response) => response.json())
    expect(system.ledger.faults.store.failures, label).toBeGreaterThan(0)
    expect(
      this.logger.lines.some((line) => line.startsWith('error journal write failed')),
      `${label}: logged`,
    ).toBe(true)
    if (retriesFail) {
      expect(system.ledger.faults.store, label).toMatchObject({ failing: true })
      const again = await this.#nextSigned()
      expect(await this.#submit(again.signedTransaction), `${label}: a submission while failing`).toBe(503)
      expect(await this.statusOf(again.hash), `${label}: the refused one is unknown`).toBe('not found')
    }
    return refused
  }

  /**
   * The journal holds exactly what it held before the fault, plus only whole clock records (the
   * sandbox's retries with automine, which may succeed under a limit the failed write crossed).
   */
  async #expectJournalKept(label: string): Promise<void> {
    const before = this.#beforeFault.bytes
    const now = await readFile(this.journalPath)
    expect(now.subarray(0, before.length).equals(before), `${label}: the journal before the fault is intact`).toBe(true)
    const read = readJournal(now)
    expect(read.tail, `${label}: the journal ends on a whole record`).toBeUndefined()
    const added = read.records.slice(readJournal(before).records.length) as { type: string }[]
    expect(
      added.map((record) => record.type).filter((type) => type !== 'clock'),
      `${label}: only retries were written after the fault`,
    ).toEqual([])
  }

  /**
   * With automine: the disk works again. The sandbox's own retry must end the fault (reported by
   * `/api/system` and the log) without a submission; then the refused transfer, submitted again
   * as it was, must be committed like any new one.
   */
  async recoverSubmission(refused: SentTransfer & { signedTransaction: string }, label = ''): Promise<void> {
    this.disk.heal()
    for (const started = Date.now(); ; ) {
      const system = await fetch(`${this.sandbox.nodeUrl}/api/system`).then((response) => response.json())
      if (!system.ledger.faults.store.failing) break
      if (Date.now() - started > 10_000) throw new Error(`${label}: the sandbox did not write again by itself`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(
      this.logger.lines.some((line) => line.startsWith('warn journal writes succeed again')),
      `${label}: the recovery was logged`,
    ).toBe(true)
    const { signedTransaction, ...transfer } = refused
    this.sent.push(transfer)
    expect(await this.#submit(signedTransaction), `${label}: submitted again`).toBe(200)
    expect(await this.statusOf(transfer.hash), `${label}: committed`).toBe('CONFIRMED')
    this.reported.add(transfer.hash)
  }

  /** The disk works again and a round runs: `waiting` (the failed round's transfers) must be CONFIRMED. */
  async recover(waiting: readonly SentTransfer[], label = ''): Promise<void> {
    if (!this.#beforeFault.cutBackFails)
      expect((await stat(this.journalPath)).size, `${label}: the failed write was cut back`).toBe(
        this.#beforeFault.size,
      )
    this.disk.heal()
    await this.commitRound(waiting, `${label}: after the disk recovered`)
    expect(
      this.logger.lines.some((line) => line.startsWith('warn journal writes succeed again')),
      label,
    ).toBe(true)
  }

  /**
   * Stops the sandbox (while the disk may still fail) and starts it again on a working disk; the
   * start must find no damage, and warn of a torn record exactly when `torn`.
   */
  async restart(label = '', { torn }: { torn?: boolean } = {}): Promise<void> {
    await this.sandbox.stop()
    this.disk.heal()
    this.logger = recordingLogger()
    this.sandbox = await LedgerUnderFaults.#open(this.directory, this.mining, this.logger)
    if (torn !== undefined)
      expect(this.logger.lines.filter((line) => /torn/.test(line)).length, `${label}: torn-tail warning`).toBe(
        torn ? 1 : 0,
      )
    expect(
      this.logger.lines.filter((line) => line.startsWith('error')),
      label,
    ).toEqual([])
  }

  /**
   * The conservation check: every transfer reported CONFIRMED is CONFIRMED; every balance is
   * genesis − (amount + fee) sent + amount received over the CONFIRMED transfers; the XRD supply is
   * genesis − their fees; the invariants hold; the version counts them. Returns the CONFIRMED ids.
   */
  async reconcile(label: string): Promise<Set<string>> {
    const sandbox = this.sandbox
    const confirmed = new Set<string>()
    const expected = sandbox.accounts.map((account) => BigInt(account.balance))
    let supply = expected.reduce((sum, balance) => sum + balance, 0n)
    for (const transfer of this.sent) {
      const status = await this.statusOf(transfer.hash)
      if (this.reported.has(transfer.hash)) expect(status, `${label}: reported CONFIRMED`).toBe('CONFIRMED')
      if (status !== 'CONFIRMED') continue
      confirmed.add(transfer.hash)
      expected[transfer.from]! -= transfer.amount + transfer.fee
      expected[transfer.to]! += transfer.amount
      supply -= transfer.fee
    }
    expect(
      sandbox.accounts.map((account) => sandbox.balanceOf(account.address)),
      `${label}: balances`,
    ).toEqual(expected)
    const resource = await this.#http.post(`${sandbox.v0Url}/v0/state/resource`, {
      resource_address: v0ResourceAddressForRri(XRD),
    })
    expect(BigInt(resource.body.manager.total_supply), `${label}: supply`).toBe(supply)
    expect(sandbox.invariantProblems(), label).toEqual([])
    expect(sandbox.ledgerState().version, `${label}: version`).toBe(confirmed.size)
    return confirmed
  }

  /** Stops the sandbox, restores the disk layer, removes the directory. */
  async close(): Promise<void> {
    this.disk.restore()
    this.#http.close()
    await this.sandbox.stop()
    await rm(this.directory, { recursive: true, force: true })
  }
}
