import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Journal, JournalCorruptError } from './Journal.js'

let directory: string | undefined
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true })
  directory = undefined
})
const fresh = async () => (directory = await mkdtemp(join(tmpdir(), 'ledgernet-journal-')))

describe('Journal', () => {
  it('reads back what it appended, in order, across reopenings', async () => {
    const dir = await fresh()
    const { journal, records } = await Journal.open(dir)
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
    await third.journal.close()
  })

  it('cuts off a torn tail (a header or a payload cut short, a bad checksum at the end)', async () => {
    const dir = await fresh()
    const { journal } = await Journal.open(dir)
    await journal.append([{ n: 1 }, { n: 2 }])
    await journal.close()
    const path = join(dir, 'journal.log')
    const intact = await readFile(path)
    const torn = [
      Buffer.concat([intact, Buffer.from([0, 0])]), // a header cut short
      Buffer.concat([intact, Buffer.from([0, 0, 0, 50, 1, 2, 3, 4, 5, 6, 7, 8, 0x7b])]), // a payload cut short
      intact.subarray(0, intact.length - 3), // the last record cut short
      Buffer.concat([intact.subarray(0, intact.length - 1), Buffer.from('!')]), // its last byte torn
    ]
    for (const content of torn) {
      await writeFile(path, content)
      const opened = await Journal.open(dir)
      expect(opened.records.length).toBeGreaterThanOrEqual(1)
      expect(opened.truncatedBytes).toBeGreaterThan(0)
      await opened.journal.close()
      expect((await readFile(path)).length).toBe(content.length - opened.truncatedBytes)
    }
  })

  it('refuses damage that valid records follow, and a file that is not a journal', async () => {
    const dir = await fresh()
    const { journal } = await Journal.open(dir)
    await journal.append([{ n: 1 }, { n: 2 }, { n: 3 }])
    await journal.close()
    const path = join(dir, 'journal.log')
    const damaged = await readFile(path)
    damaged[8 + 12 + 2]! ^= 0x01
    await writeFile(path, damaged)
    await expect(Journal.open(dir)).rejects.toBeInstanceOf(JournalCorruptError)
    await writeFile(path, 'not a journal at all')
    await expect(Journal.open(dir)).rejects.toThrow(/header/)
  })
})
