import { bytesToHex, hexToBytes, sha256d } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { enginePlatform } from '../platform/enginePlatform.js'
import { LedgerStatistics } from './LedgerStatistics.js'

const id = (byte: number) => bytesToHex(new Uint8Array(32).fill(byte))

describe('LedgerStatistics', () => {
  it('chains the committed ids into the commitment and the checksum', () => {
    const statistics = new LedgerStatistics(enginePlatform)
    statistics.committed(id(1))
    statistics.committed(id(2))
    let commitment: Uint8Array = new Uint8Array(32)
    for (const next of [id(1), id(2)]) commitment = sha256d(new Uint8Array([...commitment, ...hexToBytes(next)]))
    const stats = statistics.stats(3)
    expect(stats.commitment).toBe(bytesToHex(commitment))
    expect(stats.checksum).toBe((0x010101 ^ 0x020202) * 2 ** 24 + (0x010101 ^ 0x020202))
    expect(stats.pending).toBe(3)
  })

  it('copies its counters for a snapshot and shares the latencies, which describe the process', () => {
    const statistics = new LedgerStatistics(enginePlatform)
    statistics.submitted = 4
    statistics.pathLatency(10)
    const copy = statistics.copy()
    statistics.submitted = 9
    statistics.committed(id(7))
    statistics.pathLatency(30)
    expect(copy.stats(0)).toMatchObject({ submitted: 4, commitment: bytesToHex(new Uint8Array(32)), pathLatencyMs: 20 })
    expect(statistics.emptied().stats(0)).toMatchObject({ submitted: 0, processed: 0, pathLatencyMs: 20 })
  })
})
