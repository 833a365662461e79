import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The built CLI: tests run what users run. */
export const binPath = fileURLToPath(new URL('../../dist/bin.js', import.meta.url))

export type CliRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

/**
 * Runs `node dist/bin.js …args` with a clean environment (no LEDGERNET_*, NO_COLOR, CI from the
 * caller's shell) plus `env`, and collects its output. Stdout and stderr are pipes, so the CLI
 * sees no terminal.
 */
export function runLedgernet(
  args: readonly string[],
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CliRun> {
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
  Object.assign(env, options.env)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 90_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr })
    })
  })
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
  if (/\n\s+at /.test(run.stderr) || /\bat .*\.js:\d+/.test(run.stderr))
    throw new Error(`stack trace on stderr:\n${run.stderr}`)
  return lines[0]!
}
