import { describe, expect, it } from 'vitest'
import type { DiskFaultKind } from './support/diskFaults.js'
import { cutOffset, LedgerUnderFaults, type SentTransfer, type WriteCut } from './support/ledgerUnderFaults.js'

// Every way a journal write can fail, at every place in a round's write: the fault layer under
// the file fails the n-th round's write at the start of each of its records (a record boundary),
// inside its header and inside its payload, and at its last byte — short writes, ENOSPC and EIO
// leaving what was written before them, and fsync failing after a whole write. Each case then
// goes one of two ways: the disk recovers and the sandbox carries on, or the process stops while
// the disk still fails (the cut-back failing too, as a crash before it would leave the file) and
// starts again on a working disk. Either way, everything reported CONFIRMED must be CONFIRMED
// after a restart, the balances must be what the confirmed transfers make them and the supply
// their sum, and start-up must cut a torn record off with a warning and never find damage.

/** Transfers per round; the faulted write is one of these rounds' writes. */
const ROUNDS = [1, 3, 2]

function cutsOf(records: number): WriteCut[] {
  const cuts: WriteCut[] = ['lastByte']
  for (let record = 0; record < records; record++)
    for (const at of ['boundary', 'header', 'payload'] as const) cuts.push({ record, at })
  return cuts
}

type Case = { kind: DiskFaultKind; round: number; cut: WriteCut; then: 'recover' | 'crash' }
const cases: Case[] = []
for (const [index, records] of ROUNDS.entries())
  for (const then of ['recover', 'crash'] as const) {
    for (const kind of ['short', 'ENOSPC', 'EIO'] as const)
      for (const cut of cutsOf(records)) cases.push({ kind, round: index, cut, then })
    cases.push({ kind: 'fsync', round: index, cut: 'whole', then })
  }

function where(cut: WriteCut): string {
  if (cut === 'whole') return 'after it'
  if (cut === 'lastByte') return 'at its last byte'
  if ('fraction' in cut) return `${Math.round(cut.fraction * 100)} % into it`
  return `at record ${cut.record + 1}'s ${cut.at}`
}

describe('journal write faults, rounds run by mine (automine off)', () => {
  it.each(
    cases.map(
      (entry) =>
        [`${entry.kind} in round ${entry.round + 1}'s write ${where(entry.cut)}, then ${entry.then}`, entry] as const,
    ),
  )('%s', async (label, { kind, round: faulted, cut, then }) => {
    const ledger = await LedgerUnderFaults.start()
    try {
      let waiting: SentTransfer[] = []
      for (const [round, count] of ROUNDS.entries()) {
        const mine = await ledger.send(count)
        if (round !== faulted) {
          await ledger.commitRound(mine, `${label}, round ${round + 1}`)
          continue
        }
        waiting = mine
        await ledger.failRound(
          mine,
          { kind, at: ({ bytes, position }) => position + cutOffset(bytes, cut), cutBackFails: then === 'crash' },
          label,
        )
        if (then === 'recover') await ledger.recover(mine, label)
        else {
          // Only whole records reached the file when the write stopped on a boundary (or was whole).
          const torn = !(cut === 'whole' || (typeof cut === 'object' && 'at' in cut && cut.at === 'boundary'))
          await ledger.restart(`${label}: after the crash`, { torn })
          await ledger.reconcile(`${label}: after the crash`)
        }
      }
      await ledger.restart(`${label}: the final restart`, { torn: false })
      const confirmed = await ledger.reconcile(`${label}: after the final restart`)
      // Only the faulted round's transfers may be missing: they were never reported CONFIRMED.
      for (const transfer of ledger.sent) if (!confirmed.has(transfer.hash)) expect(waiting, label).toContain(transfer)
    } finally {
      await ledger.close()
    }
  })
})

// The same faults as a sandbox started with defaults meets them: with automine every submission
// is committed in a round of its own before it is answered, so the write that fails is that of a
// single transfer. Its submission must be refused (nothing was submitted: the transfer stays
// unknown), the journal must hold what it held before, and transactions must be refused while the
// sandbox's own retry keeps failing (it tries a small write every 100 ms, which passes a fault
// placed further into a record than that write reaches: those cases only check the refused
// submission). Then either the disk recovers — the retry must end the fault by itself, and the
// refused transfer, submitted again as it was, is committed — or the process stops while the disk
// still fails and starts again on a working disk. Everything reported CONFIRMED must survive.

type AutomineCase = { kind: DiskFaultKind; cut: WriteCut; then: 'recover' | 'crash' }
const automineCases: AutomineCase[] = []
for (const then of ['recover', 'crash'] as const) {
  for (const kind of ['short', 'ENOSPC', 'EIO'] as const)
    for (const cut of [...cutsOf(1), { fraction: 0.9 }] as WriteCut[]) automineCases.push({ kind, cut, then })
  automineCases.push({ kind: 'fsync', cut: 'whole', then })
}

/** Whether the sandbox's retry (a clock record of 70-odd bytes) meets the fault too. */
function retriesFail({ kind, cut }: AutomineCase): boolean {
  return kind === 'fsync' || (typeof cut === 'object' && 'at' in cut && cut.at !== 'payload')
}

describe('journal write faults with automine (the default)', () => {
  it.each(
    automineCases.map(
      (entry) => [`${entry.kind} in a submission's round ${where(entry.cut)}, then ${entry.then}`, entry] as const,
    ),
  )('%s', async (label, entry) => {
    const { kind, cut, then } = entry
    const ledger = await LedgerUnderFaults.start('auto')
    try {
      await ledger.sendCommitted(2, `${label}, before the fault`)
      const refused = await ledger.failSubmission(
        { kind, at: ({ bytes, position }) => position + cutOffset(bytes, cut), cutBackFails: then === 'crash' },
        label,
        { retriesFail: retriesFail(entry) },
      )
      if (then === 'recover') await ledger.recoverSubmission(refused, label)
      else {
        const torn = !(cut === 'whole' || (typeof cut === 'object' && 'at' in cut && cut.at === 'boundary'))
        await ledger.restart(`${label}: after the crash`, { torn })
        // A write that reached the file whole, whose fsync and cut-back both failed, is on disk
        // for all the process knew when it crashed: replayed, it commits the transfer — which was
        // never reported CONFIRMED. Every other write is cut off as torn, or never reached the file.
        const { signedTransaction: _, ...transfer } = refused
        ledger.sent.push(transfer)
        if (cut !== 'whole')
          expect(await ledger.statusOf(refused.hash), `${label}: the refused transfer after the crash`).toBe(
            'not found',
          )
        await ledger.reconcile(`${label}: after the crash`)
      }
      await ledger.sendCommitted(1, `${label}, after the fault`)
      await ledger.restart(`${label}: the final restart`, { torn: false })
      await ledger.reconcile(`${label}: after the final restart`)
    } finally {
      await ledger.close()
    }
  })
})
