import { join } from 'node:path'
import { SandboxError } from '../SandboxError.js'
import { fsPromises } from './lazyBuiltins.js'
import { syncDirectory } from './syncDirectory.js'

/**
 * What `genesis.json` in a data directory holds: the ledger's start (time, node key and funded
 * accounts by public key — never a private key). The journal only makes sense on top of it.
 *
 * @example
 * const genesis: StoredGenesis = { format: 1, network: 'localnet', timestamp: 1763740800000, nodeKey: '02…', allocations: [{ publicKey: '03ec…', amount: '1000000000000000000000000' }] }
 */
export type StoredGenesis = {
  format: 1
  network: 'localnet'
  timestamp: number
  nodeKey: string
  allocations: { publicKey: string; amount: string }[]
}

/**
 * The genesis's file name in a data directory.
 *
 * @example
 * join(dataDir, GENESIS_FILE) // '<dataDir>/genesis.json'
 */
export const GENESIS_FILE = 'genesis.json'

/**
 * Reads and checks the data directory's genesis; `undefined` when there is none.
 *
 * @example
 * const genesis = await readGenesis('/tmp/ledger')
 */
export async function readGenesis(directory: string): Promise<StoredGenesis | undefined> {
  const path = join(directory, GENESIS_FILE)
  let text: string
  try {
    text = await fsPromises().readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const corrupt = (reason: string) =>
    new SandboxError(`The sandbox genesis ${path} ${reason}.`, {
      code: 'GENESIS_CORRUPT',
      hint: 'restore it from a copy of the data directory, or start a new ledger there with --reset (option reset)',
    })
  let stored: StoredGenesis
  try {
    stored = JSON.parse(text) as StoredGenesis
  } catch {
    throw corrupt('is not JSON')
  }
  const valid =
    stored?.format === 1 &&
    stored.network === 'localnet' &&
    Number.isSafeInteger(stored.timestamp) &&
    typeof stored.nodeKey === 'string' &&
    /^0[23][0-9a-f]{64}$/.test(stored.nodeKey) &&
    Array.isArray(stored.allocations) &&
    stored.allocations.every(
      (entry) => /^0[23][0-9a-f]{64}$/.test(entry?.publicKey) && /^(0|[1-9][0-9]*)$/.test(entry?.amount),
    )
  if (!valid) throw corrupt('is not a ledgernet sandbox genesis (format 1)')
  return stored
}

/**
 * Writes the data directory's genesis atomically (a temporary file, synced, renamed, the
 * directory synced): a crash leaves the old state or the new file, never half of it.
 *
 * @example
 * await writeGenesis('/tmp/ledger', genesis)
 */
export async function writeGenesis(directory: string, genesis: StoredGenesis): Promise<void> {
  const path = join(directory, GENESIS_FILE)
  const temporary = `${path}.${process.pid}.tmp`
  const file = await fsPromises().open(temporary, 'w')
  try {
    await file.writeFile(`${JSON.stringify(genesis, null, 2)}\n`)
    await file.sync()
  } finally {
    await file.close()
  }
  await fsPromises().rename(temporary, path)
  await syncDirectory(directory)
}

/**
 * Refuses a stored genesis that funds other accounts than `proposed`: reopening a ledger with
 * other explicit accounts would make the journal replay a different ledger.
 *
 * @example
 * checkSameGenesis('/tmp/ledger', stored, proposed)
 */
export function checkSameGenesis(directory: string, stored: StoredGenesis, proposed: StoredGenesis): void {
  const same =
    stored.allocations.length === proposed.allocations.length &&
    stored.allocations.every(
      (entry, index) =>
        entry.publicKey === proposed.allocations[index]!.publicKey &&
        entry.amount === proposed.allocations[index]!.amount,
    )
  if (!same)
    throw new SandboxError(`The data directory ${directory} holds a ledger started with other genesis accounts.`, {
      code: 'GENESIS_MISMATCH',
      hint: 'start without the accounts option to reuse its accounts, or use another data directory',
    })
}
