import { mkdir, open, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { SandboxError } from '../SandboxError.js'

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
 * Reads the data directory's genesis, or writes `proposed` there (atomically: a temporary file,
 * fsynced, renamed) when there is none. With `mustMatch`, a stored genesis funding other
 * accounts than `proposed` is an error: restarting with other accounts would make the journal
 * replay a different ledger.
 *
 * @example
 * const genesis = await loadOrCreateGenesis('/tmp/ledger', proposed, { mustMatch: false })
 */
export async function loadOrCreateGenesis(directory: string, proposed: StoredGenesis, { mustMatch }: { mustMatch: boolean }): Promise<StoredGenesis> {
  await mkdir(directory, { recursive: true })
  const path = join(directory, 'genesis.json')
  let text: string | undefined
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (text === undefined) {
    const temporary = `${path}.${process.pid}.tmp`
    const file = await open(temporary, 'w')
    try {
      await file.writeFile(`${JSON.stringify(proposed, null, 2)}\n`)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temporary, path)
    return proposed
  }
  let stored: StoredGenesis
  try {
    stored = JSON.parse(text) as StoredGenesis
  } catch {
    throw new SandboxError(`The sandbox genesis ${path} is not JSON.`, { code: 'GENESIS_CORRUPT', hint: 'move the data directory away to start a fresh ledger' })
  }
  const valid =
    stored?.format === 1 &&
    stored.network === 'localnet' &&
    Number.isSafeInteger(stored.timestamp) &&
    typeof stored.nodeKey === 'string' &&
    /^0[23][0-9a-f]{64}$/.test(stored.nodeKey) &&
    Array.isArray(stored.allocations) &&
    stored.allocations.every((entry) => /^0[23][0-9a-f]{64}$/.test(entry?.publicKey) && /^(0|[1-9][0-9]*)$/.test(entry?.amount))
  if (!valid) throw new SandboxError(`The sandbox genesis ${path} is not a ledgernet sandbox genesis (format 1).`, { code: 'GENESIS_CORRUPT', hint: 'move the data directory away to start a fresh ledger' })
  if (mustMatch) {
    const same =
      stored.allocations.length === proposed.allocations.length &&
      stored.allocations.every((entry, index) => entry.publicKey === proposed.allocations[index]!.publicKey && entry.amount === proposed.allocations[index]!.amount)
    if (!same)
      throw new SandboxError(`The data directory ${directory} holds a ledger started with other genesis accounts.`, {
        code: 'GENESIS_MISMATCH',
        hint: 'start without the accounts option to reuse its accounts, or use another data directory',
      })
  }
  return stored
}
