/**
 * Where the sandbox reports what happens: startup, internal errors (with their trace id),
 * journal problems. `details` never holds a private key, a password or a request's
 * `Authorization` header.
 *
 * @example
 * const logger: SandboxLogger = { info: console.log, warn: console.warn, error: console.error }
 */
export type SandboxLogger = {
  info(message: string, details?: Record<string, unknown>): void
  warn(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

/**
 * The default logger of an in-process sandbox: warnings and errors go to stderr, the rest is
 * quiet (tests start many sandboxes).
 *
 * @example
 * const sandbox = await startSandbox({ logger: quietLogger })
 */
export const quietLogger: SandboxLogger = Object.freeze({
  info: () => {},
  warn: (message: string, details?: Record<string, unknown>) =>
    console.warn(`[ledgernet-sandbox] ${message}`, details ?? ''),
  error: (message: string, details?: Record<string, unknown>) =>
    console.error(`[ledgernet-sandbox] ${message}`, details ?? ''),
})

/**
 * A logger that drops everything, for tests that provoke errors on purpose.
 *
 * @example
 * const sandbox = await startSandbox({ logger: silentLogger })
 */
export const silentLogger: SandboxLogger = Object.freeze({ info: () => {}, warn: () => {}, error: () => {} })
