import { InvalidArgumentError } from '@ledgernet/errors'
import { sleep } from '@ledgernet/transport'

/**
 * The part of a WebSocket the feed uses: browsers', Node ≥ 22's global one, or `ws`'s.
 *
 * @example
 * import WebSocket from 'ws'
 * const feed = connectTransactionFeed(sandbox.feedUrl, { WebSocket })
 */
export type WebSocketLike = {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  addEventListener(type: 'close' | 'error', listener: () => void): void
  close(): void
}

/**
 * A feed of final statuses that a wait can listen to (`waitForStatus(…, { feed })`): it is told,
 * by id, when a transaction has an outcome, and then reads the status at once instead of at its
 * next poll. The feed only wakes the wait: the status it returns is still the one its client reads.
 *
 * @example
 * const feed = connectTransactionFeed(sandbox.feedUrl)
 * await transfer(gateway, { signer, to, amount, maxFee, feed })
 * feed.close()
 */
export type TransactionFeed = {
  /** Resolves when the feed has reported an outcome for `id` (at once when it already has). */
  outcome(id: string, signal?: AbortSignal): Promise<void>
  /**
   * A wait's pause before its next poll of `id`: `ms`, cut short the first time the feed has
   * announced `id`'s outcome (later pauses are whole: the wait polls on). Rejects on `signal`.
   */
  pause(ms: number, signal: AbortSignal | undefined, id: string): Promise<void>
  close(): void
}

/**
 * Listens to a ledger's websocket feed of transaction outcomes — the sandbox's
 * `ws://…/api/websocket` (`sandbox.feedUrl`), whose messages are
 * `{ "type": "transaction", "id": …, "status": … }` — so that waits learn a final status as soon
 * as it exists. Uses the global `WebSocket` (browsers, Deno, Bun, Node ≥ 22) unless one is given
 * (`ws` on Node 20). It remembers the last 10,000 outcomes, so a wait that starts after its
 * transaction's outcome was announced is woken at once; a closed or broken feed wakes nothing,
 * and waits go on polling.
 *
 * @example
 * import { connectTransactionFeed, transfer } from '@ledgernet/flows'
 * const feed = connectTransactionFeed('ws://127.0.0.1:8080/api/websocket')
 * const { status } = await transfer(gateway, { signer, to, amount, maxFee: toSubunits('1'), feed })
 * feed.close()
 */
export function connectTransactionFeed(
  url: string,
  options: { WebSocket?: new (url: string) => WebSocketLike } = {},
): TransactionFeed {
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket
  if (!Socket)
    throw new InvalidArgumentError(
      'WebSocket',
      'is needed: this runtime has no global WebSocket (on Node 20, pass `ws`)',
    )
  const seen = new Set<string>()
  const woken = new Set<string>()
  const waiting = new Map<string, Set<() => void>>()
  const socket = new Socket(url)
  socket.addEventListener('message', (event) => {
    let message: { type?: unknown; id?: unknown }
    const text = typeof event.data === 'string' ? event.data : String(event.data)
    // An outcome is a line of ~120 characters: anything far larger is not one, and is not parsed.
    if (text.length > 4096) return
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (message?.type !== 'transaction' || typeof message.id !== 'string') return
    seen.add(message.id)
    if (seen.size > 10_000) seen.delete(seen.values().next().value!)
    for (const wake of waiting.get(message.id) ?? []) wake()
    waiting.delete(message.id)
  })
  const feed: TransactionFeed = {
    async pause(ms, signal, id) {
      if (woken.has(id)) return sleep(ms, signal)
      const timer = new AbortController()
      const stop = () => timer.abort(signal?.reason)
      signal?.addEventListener('abort', stop, { once: true })
      try {
        await Promise.race([sleep(ms, timer.signal), feed.outcome(id, timer.signal).then(() => void woken.add(id))])
        if (signal?.aborted) throw signal.reason
      } finally {
        signal?.removeEventListener('abort', stop)
        timer.abort()
      }
    },
    outcome(id, signal) {
      if (seen.has(id)) return Promise.resolve()
      return new Promise((resolve) => {
        const wakers = waiting.get(id) ?? new Set<() => void>()
        waiting.set(id, wakers)
        const wake = () => resolve()
        wakers.add(wake)
        signal?.addEventListener('abort', () => wakers.delete(wake), { once: true })
      })
    },
    close: () => socket.close(),
  }
  return feed
}
