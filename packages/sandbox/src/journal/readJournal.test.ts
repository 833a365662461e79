import { describe, expect, it } from 'vitest'
import { enginePlatform } from '../platform/enginePlatform.js'
import { frameJournalRecords, JOURNAL_MAGIC, readJournal } from './readJournal.js'

const records = [
  { type: 'clock', time: 1, epoch: 0, round: 1 },
  { n: 2, text: 'é ✓' },
]
const journalOf = (framed: Uint8Array) => new Uint8Array([...JOURNAL_MAGIC, ...framed])

describe('frameJournalRecords and readJournal', () => {
  it('read back what was framed, with the portable SHA-256 or OpenSSL’s (the same bytes)', () => {
    const portable = frameJournalRecords(records)
    expect(frameJournalRecords(records, enginePlatform.sha256)).toEqual(portable)
    const read = readJournal(journalOf(portable))
    expect(read).toEqual({ records, offsets: [8, 8 + 12 + JSON.stringify(records[0]).length], lastGoodVersion: 0 })
    expect(readJournal(journalOf(portable), enginePlatform.sha256).records).toEqual(records)
  })

  it('tell a torn tail (a crash mid-write) from damage (bytes written whole that changed)', () => {
    const whole = journalOf(frameJournalRecords(records))
    expect(readJournal(whole.subarray(0, whole.length - 3)).tail).toMatchObject({
      kind: 'torn',
      offset: 8 + 12 + JSON.stringify(records[0]).length,
    })
    const flipped = whole.slice()
    flipped[8 + 12 + 2]! ^= 1
    expect(readJournal(flipped).tail).toMatchObject({
      kind: 'damaged',
      offset: 8,
      reason: 'the record checksum does not match',
    })
    expect(readJournal(new Uint8Array(4)).tail).toMatchObject({ kind: 'damaged', offset: 0 })
  })
})
