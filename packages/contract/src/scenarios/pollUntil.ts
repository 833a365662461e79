/**
 * Calls `attempt` until it answers a value (not `undefined`) or `timeout` milliseconds pass, waiting
 * 50 ms, then longer (up to 1 s), between attempts. Answers the value, or `undefined` on timeout.
 *
 * @example
 * const final = await pollUntil(async () => ((await status()) === 'PENDING' ? undefined : 'done'), 30_000)
 */
export async function pollUntil<T>(attempt: () => Promise<T | undefined>, timeout: number): Promise<T | undefined> {
  const deadline = performance.now() + timeout
  let delay = 50
  for (;;) {
    const value = await attempt()
    if (value !== undefined) return value
    const left = deadline - performance.now()
    if (left <= 0) return undefined
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)))
    delay = Math.min(delay * 2, 1000)
  }
}
