import { join } from 'node:path'
import { InvalidArgumentError } from '@ledgernet/errors'
import { JOURNAL_MAGIC } from '../journal/readJournal.js'
import { SandboxError } from '../SandboxError.js'
import type { SandboxLogger } from '../SandboxLogger.js'
import { checkSameGenesis, GENESIS_FILE, readGenesis, type StoredGenesis, writeGenesis } from './genesisFile.js'
import { JOURNAL_FILE, Journal } from './Journal.js'
import { fsPromises } from './lazyBuiltins.js'
import { syncDirectory } from './syncDirectory.js'

/**
 * How to open a data directory: the genesis to write when the directory holds no ledger, whether
 * a stored genesis must fund the same accounts, and the two explicit recoveries.
 *
 * @example
 * const options: DataDirectoryOptions = { proposed, mustMatch: false, reset: false, repairTruncate: false, logger }
 */
export type DataDirectoryOptions = {
  proposed: StoredGenesis
  mustMatch: boolean
  /** Start a new ledger: the directory's genesis and journal, if any, are moved to `replaced-<time>/`. */
  reset: boolean
  /** Keep a damaged journal's records before the damage and move the rest aside. */
  repairTruncate: boolean
  logger: SandboxLogger
}

/**
 * Opens the ledger a data directory holds — its genesis and its journal, read back — or starts
 * one there. A directory that holds half a ledger is refused rather than silently made whole: a
 * genesis beside a missing or empty journal (`JOURNAL_MISSING`: its transactions are gone) or a
 * journal of records beside no genesis (`GENESIS_MISSING`: the records cannot be replayed on a
 * new one). `reset` starts a new ledger instead, keeping the old files aside. A journal that holds
 * no record beside no genesis is a first start that was interrupted: it is completed.
 *
 * @example
 * const { genesis, journal, records } = await openDataDirectory('./ledger', { proposed, mustMatch: false, reset: false, repairTruncate: false, logger })
 */
export async function openDataDirectory(
  directory: string,
  options: DataDirectoryOptions,
): Promise<{ genesis: StoredGenesis; journal: Journal; records: unknown[] }> {
  const { logger } = options
  if (options.reset && options.repairTruncate)
    throw new InvalidArgumentError('repairTruncate', 'cannot be combined with reset, which starts a new ledger')
  await fsPromises().mkdir(directory, { recursive: true })
  if (options.reset) await moveLedgerAside(directory, logger)
  const journalPath = join(directory, JOURNAL_FILE)
  const journalSize = await sizeOf(journalPath)
  const genesis = await readGenesis(directory)
  if (genesis === undefined) {
    if (journalSize !== undefined && journalSize > JOURNAL_MAGIC.length)
      throw new SandboxError(
        `The data directory ${directory} holds a journal but its ${GENESIS_FILE} is missing: the journal cannot be replayed without it.`,
        {
          code: 'GENESIS_MISSING',
          hint: `restore ${GENESIS_FILE} from a copy, or start a new ledger there with --reset (option reset; the old files are kept aside)`,
        },
      )
    // A new ledger: the journal first, then the genesis. A crash in between leaves an empty
    // journal and no genesis, which the next start completes.
    const created =
      journalSize === undefined || journalSize === 0 ? await Journal.create(directory) : await Journal.open(directory)
    await writeGenesis(directory, options.proposed)
    return { genesis: options.proposed, journal: created.journal, records: created.records }
  }
  if (journalSize === undefined || journalSize === 0)
    throw new SandboxError(
      `The data directory ${directory} holds a ledger (${GENESIS_FILE}) but its ${JOURNAL_FILE} is ${journalSize === undefined ? 'missing' : 'empty'}: every transaction it recorded is gone.`,
      {
        code: 'JOURNAL_MISSING',
        hint: `restore ${JOURNAL_FILE} from a copy, or start a new ledger there with --reset (option reset; the old files are kept aside)`,
      },
    )
  if (options.mustMatch) checkSameGenesis(directory, genesis, options.proposed)
  const opened = await Journal.open(directory, { repairTruncate: options.repairTruncate })
  if (opened.truncatedBytes > 0)
    logger.warn(
      `the journal ended in a torn record (a crash during a write): ${opened.tornReason}; its ${opened.truncatedBytes} bytes were cut off`,
      {
        path: opened.journal.path,
        bytes: opened.truncatedBytes,
      },
    )
  if (opened.repaired) {
    const { offset, lastGoodVersion, problem, bytes, movedTo } = opened.repaired
    logger.warn(
      `the journal was damaged at byte ${offset} (${problem}); it now ends at version ${lastGoodVersion} and the ${bytes} bytes from the damage on were moved to ${movedTo}`,
      {
        path: opened.journal.path,
        offset,
        lastGoodVersion,
        movedTo,
      },
    )
  } else if (options.repairTruncate)
    logger.info('the journal is whole: nothing to repair', { path: opened.journal.path })
  return { genesis, journal: opened.journal, records: opened.records }
}

/** Moves the directory's genesis and journal, if any, to `replaced-<time>/` inside it. */
async function moveLedgerAside(directory: string, logger: SandboxLogger): Promise<void> {
  const present: string[] = []
  for (const name of [GENESIS_FILE, JOURNAL_FILE])
    if ((await sizeOf(join(directory, name))) !== undefined) present.push(name)
  if (present.length === 0) return
  const aside = join(
    directory,
    `replaced-${new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}`,
  )
  await fsPromises().mkdir(aside)
  // The journal first: a crash in between leaves a genesis without a journal, which is refused
  // again, never a journal replayed on a new genesis.
  for (const name of [JOURNAL_FILE, GENESIS_FILE].filter((name) => present.includes(name)))
    await fsPromises().rename(join(directory, name), join(aside, name))
  await syncDirectory(directory)
  logger.warn(`reset: a new ledger starts; the previous ${present.join(' and ')} were moved to ${aside}`, {
    directory,
    movedTo: aside,
  })
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await fsPromises().stat(path)).size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
