import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getTransactionStatus } from '@ledgernet/gateway-client'
import { describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { recordingLogger, useDataDirectories } from './support/dataDirectories.js'
import { specCheckedClients } from './support/specCheckedClients.js'
import { startTestSandbox, submitThroughGateway, transferRequest, waitForGatewayStatus } from './support/testSandbox.js'

const dataDirectories = useDataDirectories('ledgernet-data-dir-')

async function transfer(sandbox: Sandbox, value: bigint): Promise<string> {
  const clients = specCheckedClients(sandbox)
  const [alice, bob] = sandbox.accounts
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, value))
  expect((await waitForGatewayStatus(clients.gateway, hash)).transaction.transaction_status.status).toBe('CONFIRMED')
  return hash
}

/** A data directory holding a ledger of three confirmed transfers (versions 1–3). */
async function ledgerOfThree(): Promise<{ directory: string; hashes: string[] }> {
  const directory = await dataDirectories.create()
  // No epoch change (a clock record) among them: the last record is the third transfer.
  const sandbox = await startTestSandbox({ dataDir: directory, roundsPerEpoch: 1_000_000 })
  const hashes = [await transfer(sandbox, 1n), await transfer(sandbox, 2n), await transfer(sandbox, 3n)]
  await sandbox.stop()
  return { directory, hashes }
}

/** Where each record of a journal starts (after the 8-byte file header). */
function recordOffsets(journal: Buffer): number[] {
  const offsets: number[] = []
  for (let offset = 8; offset < journal.length; offset += 12 + journal.readUInt32BE(offset)) offsets.push(offset)
  return offsets
}

describe('a data directory missing half of its ledger', () => {
  it('refuses a missing journal beside the genesis, and keeps the genesis', async () => {
    const { directory } = await ledgerOfThree()
    const genesis = await readFile(join(directory, 'genesis.json'))
    await rm(join(directory, 'journal.log'))
    const refusal = startTestSandbox({ dataDir: directory })
    await expect(refusal).rejects.toMatchObject({ code: 'JOURNAL_MISSING' })
    await expect(refusal).rejects.toThrow(/journal\.log is missing/)
    await expect(refusal).rejects.toMatchObject({
      hint: expect.stringMatching(/restore journal\.log from a copy, or .*--reset/),
    })
    expect(await readFile(join(directory, 'genesis.json'))).toEqual(genesis)
    expect(await readdir(directory)).toEqual(['genesis.json'])
  })

  it('refuses an empty journal beside the genesis', async () => {
    const { directory } = await ledgerOfThree()
    await writeFile(join(directory, 'journal.log'), '')
    await expect(startTestSandbox({ dataDir: directory })).rejects.toMatchObject({ code: 'JOURNAL_MISSING' })
    expect((await stat(join(directory, 'journal.log'))).size).toBe(0)
  })

  it('refuses a missing genesis beside a journal, and writes no new genesis', async () => {
    const { directory } = await ledgerOfThree()
    const journal = await readFile(join(directory, 'journal.log'))
    await rm(join(directory, 'genesis.json'))
    const refusal = startTestSandbox({ dataDir: directory })
    await expect(refusal).rejects.toMatchObject({ code: 'GENESIS_MISSING' })
    await expect(refusal).rejects.toThrow(/genesis\.json is missing/)
    await expect(refusal).rejects.toMatchObject({
      hint: expect.stringMatching(/restore genesis\.json from a copy, or .*--reset/),
    })
    expect(await readdir(directory)).toEqual(['journal.log'])
    expect(await readFile(join(directory, 'journal.log'))).toEqual(journal)
  })

  it('starts a new ledger with reset, moving the old files aside', async () => {
    const { directory } = await ledgerOfThree()
    const journal = await readFile(join(directory, 'journal.log'))
    await rm(join(directory, 'genesis.json'))
    const sandbox = await startTestSandbox({ dataDir: directory, reset: true })
    try {
      expect(sandbox.ledgerState().version).toBe(0)
      await transfer(sandbox, 5n)
    } finally {
      await sandbox.stop()
    }
    const aside = (await readdir(directory)).filter((name) => name.startsWith('replaced-'))
    expect(aside).toHaveLength(1)
    expect(await readFile(join(directory, aside[0]!, 'journal.log'))).toEqual(journal)
    const reopened = await startTestSandbox({ dataDir: directory })
    expect(reopened.ledgerState().version).toBe(1)
    await reopened.stop()
  })
})

describe('a damaged journal', () => {
  it('refuses a flipped byte in the last record, naming the byte and the last good version, and keeps the file', async () => {
    const { directory, hashes } = await ledgerOfThree()
    const path = join(directory, 'journal.log')
    const intact = await readFile(path)
    const last = recordOffsets(intact).at(-1)!
    const damaged = Buffer.from(intact)
    damaged[last + 40]! ^= 0x04
    await writeFile(path, damaged)
    const refusal = startTestSandbox({ dataDir: directory })
    await expect(refusal).rejects.toMatchObject({ code: 'JOURNAL_DAMAGED', offset: last, lastGoodVersion: 2 })
    await expect(refusal).rejects.toThrow(new RegExp(`damaged at byte ${last}: .* whole up to version 2`))
    await expect(refusal).rejects.toMatchObject({ hint: expect.stringMatching(/--repair-truncate .* up to version 2/) })
    expect(await readFile(path)).toEqual(damaged)

    const logger = recordingLogger()
    const repaired = await startTestSandbox({ dataDir: directory, repairTruncate: true, logger })
    try {
      expect(repaired.ledgerState().version).toBe(2)
      const clients = specCheckedClients(repaired)
      for (const hash of hashes.slice(0, 2))
        expect(
          (await getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash } } }))
            .transaction.transaction_status.status,
        ).toBe('CONFIRMED')
      expect(logger.lines.some((line) => line.startsWith('warn ') && line.includes(`byte ${last}`))).toBe(true)
    } finally {
      await repaired.stop()
    }
    expect((await readFile(path)).subarray(0, last)).toEqual(intact.subarray(0, last))
    const aside = (await readdir(directory)).filter((name) => name.startsWith('journal-damaged-'))
    expect(aside).toHaveLength(1)
    expect(await readFile(join(directory, aside[0]!))).toEqual(damaged.subarray(last))
  })

  it('refuses a damaged record in the middle, at its own byte', async () => {
    const { directory } = await ledgerOfThree()
    const path = join(directory, 'journal.log')
    const damaged = await readFile(path)
    const second = recordOffsets(damaged)[1]!
    damaged[second + 5]! ^= 0x80
    await writeFile(path, damaged)
    await expect(startTestSandbox({ dataDir: directory })).rejects.toMatchObject({
      code: 'JOURNAL_DAMAGED',
      offset: second,
      lastGoodVersion: 1,
    })
  })

  it('still cuts off a torn last record (a crash mid-write) with a warning', async () => {
    const { directory } = await ledgerOfThree()
    const path = join(directory, 'journal.log')
    const intact = await readFile(path)
    const last = recordOffsets(intact).at(-1)!
    await writeFile(path, intact.subarray(0, last + 20))
    const logger = recordingLogger()
    const sandbox = await startTestSandbox({ dataDir: directory, logger })
    try {
      expect(sandbox.ledgerState().version).toBe(2)
      expect(logger.lines.some((line) => line.startsWith('warn ') && /torn/.test(line))).toBe(true)
    } finally {
      await sandbox.stop()
    }
    expect(await readFile(path)).toEqual(intact.subarray(0, last))
  })
})
