/**
 * One signal that aborts when any of `signals` does, with its reason, and `unlink()` to let go of
 * them when the work it guards is over. Unlike `AbortSignal.any`, whose signal only its holders
 * keep alive — a fetch may hold it weakly, and a collected signal never aborts, so a request to a
 * server that never answers would hang past its time limit — the sources here hold it: it aborts
 * as long as they can.
 *
 * @example
 * const { signal, unlink } = linkSignals([run.signal, AbortSignal.timeout(10_000)])
 * try { await fetch(url, { signal }) } finally { unlink() }
 */
export function linkSignals(signals: readonly AbortSignal[]): { signal: AbortSignal; unlink(): void } {
  const controller = new AbortController()
  const listeners: [AbortSignal, () => void][] = []
  const unlink = () => {
    for (const [source, listener] of listeners.splice(0)) source.removeEventListener('abort', listener)
  }
  for (const source of signals) {
    if (source.aborted) {
      controller.abort(source.reason)
      break
    }
    const listener = () => {
      controller.abort(source.reason)
      unlink()
    }
    source.addEventListener('abort', listener, { once: true })
    listeners.push([source, listener])
  }
  if (controller.signal.aborted) unlink()
  return { signal: controller.signal, unlink }
}
