import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * A journal write failed (a full disk, an I/O error, a failed `fsync`). The journal was cut back
 * to its last whole record — or, when even that failed, is cut back before the next write — so
 * the file holds exactly what it held before the write.
 *
 * @example
 * try { await journal.append(records) } catch (error) { if (error instanceof JournalWriteError) console.log(error.shortMessage) }
 */
export class JournalWriteError extends LedgernetError<'JOURNAL_WRITE_FAILED'> {
  override name = 'JournalWriteError' as const
  readonly path: string
  /** False when cutting the file back failed too; the next write cuts it back first. */
  readonly cutBack: boolean
  /** What to do about it, for people. */
  readonly hint =
    'free space or fix the disk: the next round writes again (with automine the sandbox retries by itself)'

  constructor(path: string, cause: unknown, cutBack: boolean, size: number) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    const state = cutBack
      ? `it was cut back to its last whole record (${size} bytes)`
      : `it is cut back to its last whole record (${size} bytes) before the next write`
    super(`Could not write the sandbox journal ${path} (${reason}); ${state}.`, {
      code: 'JOURNAL_WRITE_FAILED',
      cause,
      packageTag,
    })
    this.path = path
    this.cutBack = cutBack
  }
}
