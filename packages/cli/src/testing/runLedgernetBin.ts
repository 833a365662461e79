import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { CliRun } from './runLedgernet.js'
import { cleanEnvironment } from './runLedgernet.js'

/** The built CLI: the bin users run. */
export const binPath = fileURLToPath(new URL('../../dist/bin.js', import.meta.url))

/** The built `ledgernet-contract` bin, the alias of `ledgernet contract`. */
export const contractBinPath = fileURLToPath(new URL('../../dist/contractBin.js', import.meta.url))

/**
 * Runs `node dist/bin.js …args` as a child process, with the environment `runLedgernet` gives,
 * and collects its output. Stdout and stderr are pipes, so the CLI sees no terminal. For the
 * few tests of what only the real bin does (start-up, exit, signals); the others run the CLI
 * in process with `runLedgernet`. `bin` runs another built bin instead (`contractBinPath`).
 *
 * @example
 * const run = await runLedgernetBin(['--version'])
 */
export function runLedgernetBin(
  args: readonly string[],
  options: { env?: Record<string, string>; timeoutMs?: number; bin?: string } = {},
): Promise<CliRun> {
  const env = { ...cleanEnvironment(), ...options.env }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin ?? binPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
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
