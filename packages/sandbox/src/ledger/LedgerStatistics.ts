/** Counters the node REST API reports. */
export type LedgerStats = {
  submitted: number
  processed: number
  failed: number
  commitment: string
  checksum: number
  pathLatencyMs: number
  persistLatencyMs: number
  pending: number
}

/** Latencies kept (the most recent). */
const RECENT = 100

/**
 * What the node REST API reports of the ledger's work: transactions submitted, processed
 * (committed or failed) and failed; a commitment (SHA-256d chained over every committed
 * transaction's id) and a checksum (its ids' first bytes XORed); and the recent latencies from
 * submission to commit and of the journal's writes. The counters and the commitment are the
 * ledger's (a revert puts them back); the latencies are the process's, shared by every copy.
 *
 * @example
 * const statistics = new LedgerStatistics(platform.sha256d, platform.fromHex)
 * statistics.processed += 1
 * statistics.committed(transactionId)
 * statistics.stats(0).commitment // SHA-256d(32 zero bytes ‖ the id)
 */
export class LedgerStatistics {
  submitted = 0
  processed = 0
  failed = 0
  #commitment: Uint8Array = new Uint8Array(32)
  #checksumHigh = 0
  #checksumLow = 0
  readonly #latency: { path: number[]; persist: number[] }
  readonly #sha256d: (bytes: Uint8Array) => Uint8Array
  readonly #fromHex: (hex: string) => Uint8Array
  readonly #toHex: (bytes: Uint8Array) => string

  constructor(
    hashing: {
      sha256d(bytes: Uint8Array): Uint8Array
      fromHex(hex: string): Uint8Array
      toHex(bytes: Uint8Array): string
    },
    latency = { path: [] as number[], persist: [] as number[] },
  ) {
    this.#sha256d = hashing.sha256d
    this.#fromHex = hashing.fromHex
    this.#toHex = hashing.toHex
    this.#latency = latency
  }

  /** A transaction (its id, hex) was committed: chained into the commitment and the checksum. */
  committed(id: string): void {
    const bytes = this.#fromHex(id)
    const joined = new Uint8Array(64)
    joined.set(this.#commitment, 0)
    joined.set(bytes, 32)
    this.#commitment = this.#sha256d(joined)
    this.#checksumHigh ^= (bytes[0]! << 16) | (bytes[1]! << 8) | bytes[2]!
    this.#checksumLow ^= (bytes[3]! << 16) | (bytes[4]! << 8) | bytes[5]!
  }

  /** Milliseconds from a transaction's submission to the round that committed it. */
  pathLatency(ms: number): void {
    remember(this.#latency.path, ms)
  }

  /** Milliseconds a round's journal write took. */
  persistLatency(ms: number): void {
    remember(this.#latency.persist, ms)
  }

  /** The counters, with `pending` transactions in the mempool. */
  stats(pending: number): LedgerStats {
    const average = (values: number[]) =>
      values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0
    return {
      submitted: this.submitted,
      processed: this.processed,
      failed: this.failed,
      commitment: this.#toHex(this.#commitment),
      checksum: this.#checksumHigh * 2 ** 24 + this.#checksumLow,
      pathLatencyMs: average(this.#latency.path),
      persistLatencyMs: average(this.#latency.persist),
      pending,
    }
  }

  /** An independent copy of the counters for a snapshot, sharing the latencies. */
  copy(): LedgerStatistics {
    const copy = new LedgerStatistics(
      { sha256d: this.#sha256d, fromHex: this.#fromHex, toHex: this.#toHex },
      this.#latency,
    )
    copy.submitted = this.submitted
    copy.processed = this.processed
    copy.failed = this.failed
    copy.#commitment = this.#commitment
    copy.#checksumHigh = this.#checksumHigh
    copy.#checksumLow = this.#checksumLow
    return copy
  }

  /** Counters from zero, sharing the latencies (a reset). */
  emptied(): LedgerStatistics {
    return new LedgerStatistics({ sha256d: this.#sha256d, fromHex: this.#fromHex, toHex: this.#toHex }, this.#latency)
  }
}

function remember(values: number[], value: number): void {
  values.push(value)
  if (values.length > RECENT) values.shift()
}
