import type { CliStream } from '../CliIo.js'
import { runCli } from '../runCli.js'
import { trackOpenHandles } from './openHandles.js'

export type CliRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

/**
 * This process's environment without what would change the CLI's behaviour under test: the
 * caller's LEDGERNET_* settings, NO_COLOR, FORCE_COLOR and CI.
 */
export function cleanEnvironment(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env))
    if (
      value !== undefined &&
      !name.startsWith('LEDGERNET_') &&
      name !== 'NO_COLOR' &&
      name !== 'FORCE_COLOR' &&
      name !== 'CI'
    )
      env[name] = value
  return env
}

/**
 * Runs `ledgernet …args` in this process, as `dist/bin.js` does — `runCli(argv, io)` with the
 * clean environment plus `env`, stdout and stderr collected as pipes would be (no terminal) —
 * and answers its exit code and output. It fails when the command leaves open a timer, socket,
 * server or child process: the bin would then not exit after its answer.
 *
 * @example
 * const run = await runLedgernet(['keys', 'address', publicKeyHex])
 * expect(run.code).toBe(0)
 */
export async function runLedgernet(
  args: readonly string[],
  options: { env?: Record<string, string> } = {},
): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const pipe = (append: (text: string) => void): CliStream => ({
    write: (chunk) => {
      append(chunk)
      return true
    },
    isTTY: false,
  })
  const { result: code, open } = await trackOpenHandles(() =>
    runCli(args, {
      env: { ...cleanEnvironment(), ...options.env },
      stdout: pipe((text) => (stdout += text)),
      stderr: pipe((text) => (stderr += text)),
      // Nothing interrupts an in-process run; the commands that serve until Ctrl-C run through the bin.
      untilInterrupted: () => new Promise(() => {}),
    }),
  )
  if (open.length > 0)
    throw new Error(
      `ledgernet ${args.join(' ')} left open ${open.join(', ')}: its bin would not exit (exit code ${code}; stderr: ${stderr})`,
    )
  return { code, signal: null, stdout, stderr }
}

/**
 * Every line of a user error: exactly one, starting with `error:`, with a hint, and no stack
 * frame; and the exit code: 1 when the command failed, 2 for a usage error.
 */
export function expectOneLineError(run: CliRun, exitCode: 1 | 2 = 1): string {
  const lines = run.stderr.split('\n').filter((line) => line !== '')
  if (run.code !== exitCode) throw new Error(`expected exit code ${exitCode}, got ${run.code}; stderr: ${run.stderr}`)
  if (lines.length !== 1) throw new Error(`expected one line on stderr, got ${lines.length}:\n${run.stderr}`)
  if (!lines[0]!.startsWith('error: ')) throw new Error(`expected "error: …", got ${lines[0]}`)
  if (!/ Hint: /.test(lines[0]!)) throw new Error(`expected a hint, got ${lines[0]}`)
  if (/\n\s+at /.test(run.stderr) || /\bat .*\.[cm]?[jt]s:\d+/.test(run.stderr))
    throw new Error(`stack trace on stderr:\n${run.stderr}`)
  return lines[0]!
}
