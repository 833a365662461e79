import { hexToBytes, PrivateKey, sha256d } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { Ledger, type LedgerOptions } from '../ledger/Ledger.js'
import { NATIVE_RESOURCE_ID } from '../ledger/nativeToken.js'
import { writeStateDocument } from '../ledger/stateDocument.js'
import { TransactionDesk } from '../ledger/TransactionDesk.js'
import { enginePlatform } from '../platform/enginePlatform.js'
import { silentLogger } from '../SandboxLogger.js'
import type { JournalRecord, JournalSink } from './JournalRecord.js'
import { JOURNAL_HEADER_BYTES } from './readJournal.js'
import { readJournalRecord, replayJournal } from './replayJournal.js'

const [alice, bob] = [PrivateKey.generate(), PrivateKey.generate()]
const options = (journal?: JournalSink): LedgerOptions => ({
  genesis: { timestamp: Date.UTC(2026, 0, 1), allocations: [{ publicKey: alice.publicKey, amount: 10n ** 24n }] },
  fees: defaultFeeTable,
  roundsPerEpoch: 3,
  validityEpochs: 100,
  logger: silentLogger,
  platform: enginePlatform,
  ...(journal ? { journal } : {}),
})
/** A journal in memory: the records the ledger wrote (a record a byte, after the header). */
function memoryJournal(): JournalSink & { records: JournalRecord[] } {
  const records: JournalRecord[] = []
  return {
    records,
    get size() {
      return JOURNAL_HEADER_BYTES + records.length
    },
    append: async (written) => void records.push(...structuredClone(written)),
    truncate: async (size) => {
      records.length = size - JOURNAL_HEADER_BYTES
    },
  }
}
async function transfer(ledger: Ledger, desk: TransactionDesk, amount: bigint) {
  const from = ledger.book.ofKey(alice.publicKey).address
  const built = desk.build({
    actions: [
      { type: 'TransferTokens', from, to: ledger.book.ofKey(bob.publicKey).address, token: 'xrd_dr1qyrs8qwl', amount },
    ],
    feePayer: from,
    disableTokenMintAndBurn: false,
    givenTokens: new Map(),
  })
  const derHex = alice.sign(sha256d(hexToBytes(built.unsignedHex))).toDERHex()
  const { signedHex } = desk.finalize({ unsignedHex: built.unsignedHex, derHex, publicKeyHex: alice.publicKey.hex })
  desk.submit({ signedHex })
  await ledger.runRound()
}

describe('replayJournal', () => {
  it('replays what the ledger wrote — transactions, clock moves, balances, a loaded state, a revert — to the same ledger', async () => {
    const journal = memoryJournal()
    const ledger = new Ledger(options(journal))
    const desk = new TransactionDesk(ledger)
    await transfer(ledger, desk, 5n)
    const snapshot = await ledger.snapshot()
    await transfer(ledger, desk, 7n)
    await ledger.mine(4)
    const bobAccount = ledger.book.ofKey(bob.publicKey)
    const setBobsBalance = (amount: bigint) =>
      ledger.setBalance(bobAccount.id, NATIVE_RESOURCE_ID, amount, bobAccount.keyHex, 2n ** 256n)
    await setBobsBalance(1n)
    await ledger.revert(snapshot)
    const { state, view } = await ledger.committed()
    await ledger.loadState(state, {
      version: view.version,
      time: Date.parse(view.timestamp),
      epoch: view.epoch,
      round: view.round,
    })
    await transfer(ledger, desk, 9n)
    await setBobsBalance(3n)
    await ledger.increaseEpoch(2)
    const types = journal.records.map((record) => record.type)
    expect(types).toEqual(['gateway', 'state', 'gateway', 'balance', 'clock'])

    const replayed = new Ledger(options())
    replayJournal(replayed, journal.records)
    const dump = (target: Ledger) => writeStateDocument(target.state, target.ledgerState(), target.book)
    expect(dump(replayed)).toEqual(dump(ledger))
    expect(replayed.ledgerState()).toEqual(ledger.ledgerState())
    expect(replayed.invariantProblems()).toEqual([])
  })

  it('refuses, naming the record, what is no journal record, a version out of order, a transaction that no longer applies', async () => {
    const replay = (records: unknown[]) => () => replayJournal(new Ledger(options()), records)
    expect(replay([7])).toThrow('record 0 is not an object')
    expect(replay([{ type: 'clock', time: 1 }])).toThrow('record 0 has no time, epoch and round')
    expect(replay([{ type: 'what', time: 1, epoch: 0, round: 0 }])).toThrow('record 0 has an unknown type what')
    const journal = memoryJournal()
    const ledger = new Ledger(options(journal))
    await transfer(ledger, new TransactionDesk(ledger), 5n)
    const [record] = journal.records
    expect(replay([{ ...record, version: 2 }])).toThrow('record 0 has version 2 where 1 was expected')
    expect(replay([{ ...record, epoch: 1000 }])).toThrow(/record 0 \(transaction [0-9a-f]{64}\) no longer applies/)
    expect(readJournalRecord({ type: 'balance', time: 0, epoch: 0, round: 0, amount: '-1' })).toBe('has no amount')
  })
})
