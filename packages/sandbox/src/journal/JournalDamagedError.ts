import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from '../packageTag.js'

/**
 * The journal holds a complete record whose checksum fails (or that is not JSON, or a file that
 * is not a sandbox journal): the disk or someone changed bytes that were written whole. The
 * sandbox refuses to start rather than serve a ledger that silently lost committed transactions;
 * the file is left as it is. `offset` is the damaged record's first byte, `lastGoodVersion` the
 * ledger version the records before it reach. Starting with `repairTruncate` keeps those and
 * moves the rest aside.
 *
 * @example
 * try {
 *   await startSandbox({ dataDir: './ledger' })
 * } catch (error) {
 *   if (error instanceof JournalDamagedError) console.error(error.offset, error.lastGoodVersion)
 * }
 */
export class JournalDamagedError extends LedgernetError<'JOURNAL_DAMAGED'> {
  override name = 'JournalDamagedError' as const
  readonly path: string
  readonly offset: number
  readonly lastGoodVersion: number
  /** What is wrong with the record, in words (`the record checksum does not match`). */
  readonly problem: string
  /** What to do about it, for people. */
  readonly hint: string

  constructor(path: string, offset: number, lastGoodVersion: number, problem: string) {
    super(
      `The sandbox journal ${path} is damaged at byte ${offset}: ${problem}. The ledger is whole up to version ${lastGoodVersion}; the file was left as it is.`,
      {
        code: 'JOURNAL_DAMAGED',
        metaMessages: [`path: ${path}`, `damaged record at byte: ${offset}`, `last good version: ${lastGoodVersion}`],
        packageTag,
      },
    )
    this.path = path
    this.offset = offset
    this.lastGoodVersion = lastGoodVersion
    this.problem = problem
    this.hint =
      'restore the data directory from a copy, or start once with --repair-truncate (option repairTruncate) ' +
      `to keep the ledger up to version ${lastGoodVersion} and move the bytes from ${offset} on aside`
  }
}
