/**
 * A stream the CLI writes to: `process.stdout`/`process.stderr`, or a collector in tests.
 * `isTTY` decides colours and spinners.
 *
 * @example
 * const stream: CliStream = { write: (text) => { chunks.push(text); return true }, isTTY: false }
 */
export type CliStream = { write(chunk: string): boolean; isTTY?: boolean; columns?: number }

/**
 * What the CLI reads from and writes to, so that it can run in-process as well as from its bin:
 * the environment, the output streams and a promise that settles on Ctrl-C (SIGINT or SIGTERM),
 * for the commands that serve until interrupted.
 *
 * @example
 * const io: CliIo = { env: process.env, stdout: process.stdout, stderr: process.stderr, untilInterrupted: () => new Promise((resolve) => process.once('SIGINT', resolve)) }
 */
export type CliIo = {
  env: Record<string, string | undefined>
  stdout: CliStream
  stderr: CliStream
  /** Settles when the user asks the process to stop (Ctrl-C). */
  untilInterrupted(): Promise<void>
}
