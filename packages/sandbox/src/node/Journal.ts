import type { FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { sha256 } from '@ledgernet/crypto'
import { JournalDamagedError } from '../journal/JournalDamagedError.js'
import { JournalWriteError } from '../journal/JournalWriteError.js'
import { frameJournalRecords, JOURNAL_MAGIC, readJournal } from '../journal/readJournal.js'
import { SandboxError } from '../SandboxError.js'
import { fsPromises } from './lazyBuiltins.js'
import { syncDirectory } from './syncDirectory.js'

/**
 * The journal's file name in a data directory.
 *
 * @example
 * join(dataDir, JOURNAL_FILE) // '<dataDir>/journal.log'
 */
export const JOURNAL_FILE = 'journal.log'

/**
 * What opening a journal found: its records (and the byte where each starts), the bytes of a torn
 * tail it cut off, and what `repairTruncate` moved aside.
 *
 * @example
 * const { journal, records, truncatedBytes } = await Journal.open('/tmp/ledger')
 */
export type JournalOpening = {
  journal: Journal
  records: unknown[]
  offsets: number[]
  /** Bytes of a torn last record (a crash mid-write) that were cut off, and why they were torn. */
  truncatedBytes: number
  tornReason?: string
  /** With `repairTruncate`, the damage found and where the bytes from it on were moved. */
  repaired?: { offset: number; lastGoodVersion: number; problem: string; bytes: number; movedTo: string }
}

/**
 * An append-only file of JSON records, each framed as `u32 BE length ‖ first 8 bytes of
 * SHA-256(payload) ‖ payload`, after an 8-byte header. `append` writes a group of records at the
 * end of the last whole record and waits for `fdatasync`: a record is on disk before the
 * transaction it carries is reported committed. A write that fails is cut back (truncated and
 * synced) to the last whole record, so a full disk or an I/O error never leaves a partial record
 * that later records would follow. Opening tells a torn tail (the last record incomplete, as a
 * crash mid-write leaves it — cut off) from damage (a complete record whose checksum fails,
 * anywhere — refused, or moved aside with `repairTruncate`).
 *
 * @example
 * const { journal, records } = await Journal.open('/tmp/ledger')
 * await journal.append([{ type: 'commit', version: records.length + 1 }])
 * await journal.close()
 */
export class Journal {
  readonly path: string
  readonly #file: FileHandle
  /** Bytes of whole records on disk: where the next write goes. */
  #size: number
  /** A failed write may have left bytes after `#size` that the cut-back could not remove. */
  #dirty = false
  #closed = false
  #pending: Promise<void> = Promise.resolve()

  private constructor(path: string, file: FileHandle, size: number) {
    this.path = path
    this.#file = file
    this.#size = size
  }

  /**
   * Creates `journal.log` in `directory` holding only its header, atomically (a temporary file,
   * synced, renamed): a crash leaves either no journal or an empty, valid one.
   */
  static async create(directory: string): Promise<JournalOpening> {
    const path = join(directory, JOURNAL_FILE)
    const temporary = `${path}.tmp`
    const created = await fsPromises().open(temporary, 'w')
    try {
      await created.write(JOURNAL_MAGIC, 0, JOURNAL_MAGIC.length, 0)
      await created.sync()
    } finally {
      await created.close()
    }
    await fsPromises().rename(temporary, path)
    await syncDirectory(directory)
    const file = await fsPromises().open(path, 'r+')
    return { journal: new Journal(path, file, JOURNAL_MAGIC.length), records: [], offsets: [], truncatedBytes: 0 }
  }

  /**
   * Opens the existing `journal.log` of `directory` and reads its records. A torn tail is cut
   * off (`truncatedBytes`). Damage is a {@link JournalDamagedError} and the file is left as it
   * is — unless `repairTruncate`: then everything from the damaged record on is moved to
   * `journal-damaged-<time>.log` beside it and the journal keeps what came before.
   */
  static async open(
    directory: string,
    { repairTruncate = false }: { repairTruncate?: boolean } = {},
  ): Promise<JournalOpening> {
    const path = join(directory, JOURNAL_FILE)
    const file = await fsPromises().open(path, 'r+')
    try {
      const content = await file.readFile()
      const read = readJournal(content, sha256)
      const opening = { records: read.records, offsets: read.offsets, truncatedBytes: 0 }
      if (!read.tail) return { journal: new Journal(path, file, content.length), ...opening }
      const { offset, reason } = read.tail
      if (read.tail.kind === 'torn') {
        await file.truncate(offset)
        await file.datasync()
        return {
          journal: new Journal(path, file, offset),
          ...opening,
          truncatedBytes: content.length - offset,
          tornReason: reason,
        }
      }
      if (!repairTruncate) throw new JournalDamagedError(path, offset, read.lastGoodVersion, reason)
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')
      const movedTo = join(directory, `journal-damaged-${stamp}.log`)
      const aside = await fsPromises().open(movedTo, 'wx')
      try {
        await aside.write(content, offset, content.length - offset, 0)
        await aside.sync()
      } finally {
        await aside.close()
      }
      const kept = Math.max(offset, JOURNAL_MAGIC.length)
      await file.truncate(offset)
      // Damage in the header itself keeps nothing: the file starts again as an empty journal.
      if (offset < JOURNAL_MAGIC.length) await file.write(JOURNAL_MAGIC, 0, JOURNAL_MAGIC.length, 0)
      await file.datasync()
      await syncDirectory(directory)
      return {
        journal: new Journal(path, file, kept),
        ...opening,
        repaired: {
          offset,
          lastGoodVersion: read.lastGoodVersion,
          problem: reason,
          bytes: content.length - offset,
          movedTo,
        },
      }
    } catch (error) {
      await file.close()
      throw error
    }
  }

  /**
   * Appends `records` after the last whole record and resolves once they are on disk. Calls are
   * serialized. On failure the file is cut back and a {@link JournalWriteError} is thrown.
   */
  append(records: readonly unknown[]): Promise<void> {
    if (this.#closed) return Promise.reject(new SandboxError('The journal is closed.', { code: 'JOURNAL_CLOSED' }))
    const bytes = frameJournalRecords(records, sha256)
    const run = this.#pending.then(() => this.#write(bytes))
    this.#pending = run.catch(() => undefined)
    return run
  }

  async #write(bytes: Uint8Array): Promise<void> {
    try {
      if (this.#dirty) await this.#cutBack()
      // Positioned writes, not O_APPEND: after a failure the next write lands on the last whole
      // record, whatever the failed one left behind.
      for (let written = 0; written < bytes.length; ) {
        const { bytesWritten } = await this.#file.write(bytes, written, bytes.length - written, this.#size + written)
        if (bytesWritten <= 0) throw new Error(`nothing was written at byte ${this.#size + written}`)
        written += bytesWritten
      }
      await this.#file.datasync()
    } catch (error) {
      this.#dirty = true
      const cutBack = await this.#cutBack().then(
        () => true,
        () => false,
      )
      throw new JournalWriteError(this.path, error, cutBack, this.#size)
    }
    this.#size += bytes.length
  }

  /** Truncates the file to its whole records and syncs; `#dirty` stays set when that fails. */
  async #cutBack(): Promise<void> {
    await this.#file.truncate(this.#size)
    await this.#file.datasync()
    this.#dirty = false
  }

  /** Bytes of whole records in the file. */
  get size(): number {
    return this.#size
  }

  /**
   * Cuts the file back to `size` bytes (a length it had: `size` read earlier, or
   * `JOURNAL_HEADER_BYTES` for an empty journal) and resolves once that is on disk. The sandbox's
   * revert and reset controls use it, so that a replay gives the state they restored. When the
   * disk refuses the cut the file is as it was and `size` does not move; when only the sync after
   * it fails, the file is cut as the process sees it (`size` is the new length) and the next write
   * cuts and syncs it again first. Either way a {@link JournalWriteError} is thrown.
   */
  truncate(size: number): Promise<void> {
    if (this.#closed) return Promise.reject(new SandboxError('The journal is closed.', { code: 'JOURNAL_CLOSED' }))
    const run = this.#pending.then(async () => {
      if (size < JOURNAL_MAGIC.length || size > this.#size)
        throw new Error(`cannot cut ${this.path} back to ${size} bytes (it has ${this.#size})`)
      try {
        await this.#file.truncate(size)
      } catch (error) {
        throw new JournalWriteError(this.path, error, !this.#dirty, this.#size)
      }
      this.#size = size
      try {
        await this.#file.datasync()
      } catch (error) {
        this.#dirty = true
        throw new JournalWriteError(this.path, error, false, this.#size)
      }
      this.#dirty = false
    })
    this.#pending = run.catch(() => undefined)
    return run
  }

  /** Waits for pending appends, then closes the file. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#pending
    if (this.#dirty) await this.#cutBack().catch(() => undefined)
    await this.#file.close()
  }
}
