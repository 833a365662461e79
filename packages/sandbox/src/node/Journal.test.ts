import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DiskFaults } from '../../test/support/diskFaults.js'
import { JournalDamagedError } from '../journal/JournalDamagedError.js'
import { JournalWriteError } from '../journal/JournalWriteError.js'
import { Journal } from './Journal.js'

let directory: string | undefined
let disk: DiskFaults | undefined
afterEach(async () => {
  disk?.restore()
  disk = undefined
  if (directory) await rm(directory, { recursive: true, force: true })
  directory = undefined
})
const fresh = async () => (directory = await mkdtemp(join(tmpdir(), 'ledgernet-journal-')))

/** A journal of `count` records `{ n, version }` in `dir`, closed; its bytes. */
async function journalOf(dir: string, count: number): Promise<Buffer> {
  const { journal } = await Journal.create(dir)
  await journal.append(Array.from({ length: count }, (_, index) => ({ n: index + 1, version: index + 1 })))
  await journal.close()
  return readFile(join(dir, 'journal.log'))
}

describe('Journal', () => {
  it('reads back what it appended, in order, across reopenings', async () => {
    const dir = await fresh()
    const { journal, records } = await Journal.create(dir)
    expect(records).toEqual([])
    await journal.append([{ n: 1 }, { n: 2 }])
    await journal.append([{ n: 3, text: 'é ✓' }])
    await journal.close()
    await journal.close()
    const reopened = await Journal.open(dir)
    expect(reopened.records).toEqual([{ n: 1 }, { n: 2 }, { n: 3, text: 'é ✓' }])
    await reopened.journal.append([{ n: 4 }])
    await reopened.journal.close()
    const third = await Journal.open(dir)
    expect(third.records).toHaveLength(4)
    expect(third.offsets[0]).toBe(8)
    await third.journal.close()
  })

  it('cuts off a torn tail: a header or a payload cut short, a tail of zero bytes', async () => {
    const dir = await fresh()
    const intact = await journalOf(dir, 2)
    const path = join(dir, 'journal.log')
    const torn = [
      Buffer.concat([intact, Buffer.from([0, 0])]), // a header cut short
      Buffer.concat([intact, Buffer.from([0, 0, 0, 50, 1, 2, 3, 4, 5, 6, 7, 8, 0x7b])]), // a payload cut short
      intact.subarray(0, intact.length - 3), // the last record cut short
      Buffer.concat([intact, Buffer.alloc(40)]), // the file grew before the data reached the disk
    ]
    for (const content of torn) {
      await writeFile(path, content)
      const opened = await Journal.open(dir)
      expect(opened.records.length).toBeGreaterThanOrEqual(1)
      expect(opened.truncatedBytes).toBeGreaterThan(0)
      expect(opened.tornReason).toBeTruthy()
      await opened.journal.close()
      expect((await readFile(path)).length).toBe(content.length - opened.truncatedBytes)
    }
  })

  it('refuses a complete record that fails its checksum, wherever it is, and leaves the file as it is', async () => {
    const dir = await fresh()
    const intact = await journalOf(dir, 3)
    const path = join(dir, 'journal.log')
    const [, middle, lastStart] = recordStarts(intact) as [number, number, number]
    const cases: [string, Buffer, number, number][] = [
      ['a flipped byte in the middle record', flip(intact, middle + 12 + 2), middle, 1],
      ['a flipped byte in the last record', flip(intact, intact.length - 1), lastStart, 2],
      ['a flipped bit in the last record’s checksum', flip(intact, lastStart + 6), lastStart, 2],
      ['a last record whose length was damaged (its bytes are all there)', lengthened(intact, lastStart), lastStart, 2],
      ['a file that is not a journal', Buffer.from('not a journal at all'), 0, 0],
    ]
    for (const [name, content, offset, lastGoodVersion] of cases) {
      await writeFile(path, content)
      const refusal = Journal.open(dir)
      await expect(refusal, name).rejects.toBeInstanceOf(JournalDamagedError)
      await expect(refusal, name).rejects.toMatchObject({ code: 'JOURNAL_DAMAGED', offset, lastGoodVersion })
      expect(await readFile(path), name).toEqual(content)
    }
  })

  it('with repairTruncate keeps the records before the damage and moves the rest aside', async () => {
    const dir = await fresh()
    const intact = await journalOf(dir, 3)
    const path = join(dir, 'journal.log')
    const middle = recordStarts(intact)[1]!
    const damaged = flip(intact, middle + 12 + 2)
    await writeFile(path, damaged)
    const opened = await Journal.open(dir, { repairTruncate: true })
    expect(opened.records).toEqual([{ n: 1, version: 1 }])
    expect(opened.repaired).toMatchObject({ offset: middle, lastGoodVersion: 1, bytes: damaged.length - middle })
    await opened.journal.append([{ n: 2, version: 2 }])
    await opened.journal.close()
    const aside = (await readdir(dir)).filter((name) => name.startsWith('journal-damaged-'))
    expect(await readFile(join(dir, aside[0]!))).toEqual(damaged.subarray(middle))
    const reopened = await Journal.open(dir)
    expect(reopened.records).toEqual([
      { n: 1, version: 1 },
      { n: 2, version: 2 },
    ])
    await reopened.journal.close()
  })

  it('cuts a failed write back to the last whole record, and the next write lands there', async () => {
    const dir = await fresh()
    const path = join(dir, 'journal.log')
    const { journal } = await Journal.create(dir)
    await journal.append([{ n: 1 }])
    const whole = journal.size
    disk = await DiskFaults.install(path)
    // The cut-back itself fails: the next write cuts back first.
    disk.arm({ kind: 'ENOSPC', atByte: whole + 5, cutBackFails: true })
    await expect(journal.append([{ n: 2 }])).rejects.toMatchObject({ code: 'JOURNAL_WRITE_FAILED', cutBack: false })
    expect((await readFile(path)).length).toBe(whole + 5)
    disk.heal()
    for (const kind of ['short', 'ENOSPC', 'EIO', 'fsync'] as const) {
      disk.arm({ kind, atByte: whole + 5 })
      await expect(journal.append([{ n: 2 }, { n: 3 }]), kind).rejects.toBeInstanceOf(JournalWriteError)
      expect(journal.size, kind).toBe(whole)
      expect((await readFile(path)).length, kind).toBe(whole)
      disk.heal()
    }
    await journal.append([{ n: 4 }])
    await journal.close()
    const reopened = await Journal.open(dir)
    expect(reopened.records).toEqual([{ n: 1 }, { n: 4 }])
    expect(reopened.truncatedBytes).toBe(0)
    await reopened.journal.close()
  })
})

function recordStarts(journal: Buffer): number[] {
  const starts: number[] = []
  for (let offset = 8; offset < journal.length; offset += 12 + journal.readUInt32BE(offset)) starts.push(offset)
  return starts
}

function flip(content: Buffer, at: number): Buffer {
  const copy = Buffer.from(content)
  copy[at]! ^= 0x01
  return copy
}

function lengthened(content: Buffer, recordStart: number): Buffer {
  const copy = Buffer.from(content)
  copy.writeUInt32BE(copy.readUInt32BE(recordStart) + 100, recordStart)
  return copy
}
