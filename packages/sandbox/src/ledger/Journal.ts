import { createHash } from 'node:crypto'
import { mkdir, open, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'
import { SandboxError } from '../SandboxError.js'

/** "LNSBJNL" + format version 1: the first 8 bytes of every journal file. */
const FILE_MAGIC = Buffer.from('4c4e53424a4e4c01', 'hex')
const HEADER_LENGTH = 12
const MAX_RECORD_LENGTH = 64 * 1024 * 1024

/**
 * The journal file cannot be read back: a record in the middle of it is damaged, or the file is
 * not a sandbox journal. The sandbox refuses to start rather than serve a ledger that lost
 * committed transactions.
 *
 * @example
 * try { await Journal.open(dir) } catch (error) { if (error instanceof JournalCorruptError) console.error(error.offset) }
 */
export class JournalCorruptError extends LedgernetError<'JOURNAL_CORRUPT'> {
  override name = 'JournalCorruptError' as const
  readonly path: string
  readonly offset: number
  /** What to do about it, for people. */
  readonly hint = 'move the data directory away to start a fresh ledger'

  constructor(path: string, offset: number, problem: string) {
    super(`The sandbox journal ${path} is corrupt at byte ${offset}: ${problem}.`, {
      code: 'JOURNAL_CORRUPT',
      metaMessages: [`path: ${path}`, `offset: ${offset}`],
      packageTag,
    })
    this.path = path
    this.offset = offset
  }
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes {
    JOURNAL_CORRUPT: JournalCorruptError
  }
}

/**
 * An append-only file of JSON records, each framed as `u32 BE length ‖ first 8 bytes of
 * SHA-256(payload) ‖ payload`. `append` writes a group of records with one `write` and waits for
 * `fdatasync`, so a record is on disk before the transaction it carries is reported committed.
 * Opening reads every record back: a damaged tail that no valid record follows is what a crash
 * leaves mid-write — it is cut off; damage followed by valid records is corruption and refused.
 *
 * @example
 * const { journal, records } = await Journal.open('/tmp/ledger')
 * await journal.append([{ type: 'commit', version: records.length + 1 }])
 * await journal.close()
 */
export class Journal {
  readonly path: string
  readonly #file: FileHandle
  #size: number
  #closed = false
  #pending: Promise<void> = Promise.resolve()

  private constructor(path: string, file: FileHandle, size: number) {
    this.path = path
    this.#file = file
    this.#size = size
  }

  /**
   * Opens (or creates) `journal.log` in `directory` and reads its records. `truncatedBytes` is
   * the length of a torn tail that was cut off.
   */
  static async open(directory: string): Promise<{ journal: Journal; records: unknown[]; truncatedBytes: number }> {
    await mkdir(directory, { recursive: true })
    const path = join(directory, 'journal.log')
    const file = await open(path, 'a+')
    try {
      const content = await file.readFile()
      if (content.length === 0) {
        await file.write(FILE_MAGIC, 0, FILE_MAGIC.length, null)
        await file.datasync()
        await syncDirectory(directory)
        return { journal: new Journal(path, file, FILE_MAGIC.length), records: [], truncatedBytes: 0 }
      }
      const { records, validLength } = readRecords(path, content)
      if (validLength < content.length) {
        await file.truncate(validLength)
        await file.datasync()
      }
      return { journal: new Journal(path, file, validLength), records, truncatedBytes: content.length - validLength }
    } catch (error) {
      await file.close()
      throw error
    }
  }

  /** Appends `records` and resolves once they are on disk. Calls are serialized. */
  append(records: readonly unknown[]): Promise<void> {
    if (this.#closed) return Promise.reject(new SandboxError('The journal is closed.', { code: 'JOURNAL_CLOSED' }))
    const frames = records.map(frame)
    const run = this.#pending.then(async () => {
      const bytes = Buffer.concat(frames)
      const { bytesWritten } = await this.#file.write(bytes, 0, bytes.length, null)
      if (bytesWritten !== bytes.length) throw new Error(`short write to ${this.path}: ${bytesWritten} of ${bytes.length} bytes`)
      await this.#file.datasync()
      this.#size += bytes.length
    })
    this.#pending = run.catch(() => undefined)
    return run
  }

  /** Bytes in the file. */
  get size(): number {
    return this.#size
  }

  /** Waits for pending appends, then closes the file. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#pending
    await this.#file.close()
  }
}

function frame(record: unknown): Buffer {
  const payload = Buffer.from(JSON.stringify(record), 'utf8')
  const header = Buffer.allocUnsafe(HEADER_LENGTH)
  header.writeUInt32BE(payload.length, 0)
  createHash('sha256').update(payload).digest().copy(header, 4, 0, 8)
  return Buffer.concat([header, payload])
}

type Parsed = { ok: true; record: unknown; end: number } | { ok: false; reason: string }

function parseAt(content: Buffer, offset: number): Parsed {
  if (content.length - offset < HEADER_LENGTH) return { ok: false, reason: 'the record header is cut short' }
  const length = content.readUInt32BE(offset)
  const end = offset + HEADER_LENGTH + length
  if (length > MAX_RECORD_LENGTH || end > content.length) return { ok: false, reason: `the record claims ${length} bytes the file does not hold` }
  const payload = content.subarray(offset + HEADER_LENGTH, end)
  const digest = createHash('sha256').update(payload).digest()
  if (!digest.subarray(0, 8).equals(content.subarray(offset + 4, offset + HEADER_LENGTH)))
    return { ok: false, reason: 'the record checksum does not match' }
  try {
    return { ok: true, record: JSON.parse(payload.toString('utf8')), end }
  } catch {
    return { ok: false, reason: 'the record is not JSON' }
  }
}

function readRecords(path: string, content: Buffer): { records: unknown[]; validLength: number } {
  if (content.length < FILE_MAGIC.length || !content.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC))
    throw new JournalCorruptError(path, 0, 'the file does not start with the sandbox journal header')
  const records: unknown[] = []
  let offset = FILE_MAGIC.length
  while (offset < content.length) {
    const parsed = parseAt(content, offset)
    if (parsed.ok) {
      records.push(parsed.record)
      offset = parsed.end
      continue
    }
    // A crash tears only the last write. If any valid record starts after the damage, the damage
    // is not a torn tail but a broken middle.
    if (hasValidRecordAfter(content, offset + 1)) throw new JournalCorruptError(path, offset, parsed.reason)
    return { records, validLength: offset }
  }
  return { records, validLength: offset }
}

function hasValidRecordAfter(content: Buffer, from: number): boolean {
  for (let offset = from; offset + HEADER_LENGTH <= content.length; offset++) {
    const parsed = parseAt(content, offset)
    if (parsed.ok && typeof parsed.record === 'object' && parsed.record !== null) return true
  }
  return false
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r')
  try {
    await handle.sync()
  } catch {
    // Some file systems refuse fsync on a directory; the file's own fsync still holds.
  } finally {
    await handle.close()
  }
}
