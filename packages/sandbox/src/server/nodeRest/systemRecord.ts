import { bytesToHex, sha256d } from '@ledgernet/crypto'
import type { System } from '@ledgernet/node-rest-client'
import type { Ledger } from '../../ledger/Ledger.js'
import type { TrafficCounters } from '../TrafficCounters.js'
import { type NodeIdentity, serializerOf } from './NodeIdentity.js'

/** The shard range of a node that serves every shard: −2^63 … 2^63 − 1, as decimal strings. */
export const allShards = { high: '9223372036854775807', low: '-9223372036854775808' }

/** The software the sandbox reports as its agent. */
export const agent = { name: 'ledgernet-sandbox', protocol: 100, version: 100 }

/**
 * The node's system record (`GET /api/system`) from live figures: the logical clock counts
 * processed transactions (committed and failed), `commitment` and `ledger.checksum` accumulate
 * the committed transaction ids, `memory` is the host process's heap (as its platform reports it), `messages` count HTTP requests
 * (inbound) and websocket messages (outbound), `events` the transactions queued and processed.
 * `hid` is the first 16 bytes of SHA-256d of the record without it.
 *
 * @example
 * systemRecord(ledger, node, traffic, 8080).clock // transactions processed so far
 */
export function systemRecord(ledger: Ledger, node: NodeIdentity, traffic: TrafficCounters, port: number): System {
  const stats = ledger.stats()
  const host = ledger.platform.host()
  const record: Omit<System, 'hid'> = {
    agent,
    clock: stats.processed,
    commitment: stats.commitment,
    events: {
      broadcast: traffic.sent,
      dequeued: stats.processed,
      processing: stats.pending,
      queued: stats.submitted,
      processed: { asynchronous: traffic.sent, synchronous: stats.processed },
    },
    nid: node.nid,
    key: node.keyHex,
    ledger: {
      checksum: stats.checksum,
      processed: stats.processed,
      processing: stats.pending,
      stored: ledger.version,
      storing: 0,
      faults: { assists: 0, failed: stats.failed, stitched: 0, tears: 0, store: ledger.journalHealth.view() },
      latency: { path: stats.pathLatencyMs, persist: stats.persistLatencyMs },
    },
    memory: {
      free: Math.max(0, host.heapTotal - host.heapUsed),
      max: host.heapLimit,
      total: host.heapTotal,
    },
    messages: {
      inbound: {
        discarded: traffic.refused,
        pending: traffic.inFlight,
        processed: traffic.answered,
        received: traffic.received,
      },
      outbound: { aborted: traffic.aborted, pending: 0, processed: traffic.sent, sent: traffic.sent },
    },
    planck: Math.floor(Date.now() / node.universe.planck),
    port,
    processors: host.processors,
    serializer: serializerOf('api.system'),
    version: 100,
    shards: allShards,
  }
  return { ...record, hid: hashId(record) }
}

/** First 16 bytes of SHA-256d of a record's JSON, hex: changes whenever any field does. */
export function hashId(record: unknown): string {
  return bytesToHex(sha256d(new TextEncoder().encode(JSON.stringify(record))).subarray(0, 16))
}
