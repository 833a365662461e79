import type { CliIo } from './CliIo.js'

/**
 * The {@link CliIo} of this process, for the bins: its environment and streams, and Ctrl-C
 * (SIGINT or SIGTERM) for the commands that serve until interrupted — a second one ends the
 * process at once. Also makes a closed pipe (`ledgernet … | head`) end the process quietly, as
 * other commands do, not with a stack.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), processIo())
 */
export function processIo(): CliIo {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
      throw error
    })
  const untilInterrupted = () =>
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve())
      process.once('SIGTERM', () => resolve())
    }).then(() => {
      process.once('SIGINT', () => process.exit(130))
      process.once('SIGTERM', () => process.exit(143))
    })
  return { env: process.env, stdout: process.stdout, stderr: process.stderr, untilInterrupted }
}
