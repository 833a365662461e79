import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { Sandbox } from '../../src/Sandbox.js'

/**
 * The built bin: tests of a sandbox in its own process run what users run.
 *
 * @example
 * spawn(process.execPath, [BIN_PATH, '--port', '0', '--json'])
 */
export const BIN_PATH = fileURLToPath(new URL('../../bin/ledgernet-sandbox.cjs', import.meta.url))

/**
 * A sandbox started with the bin (`--port 0 --json`) in a child process: what a user's separate
 * process meets (its own event loop, real sockets), and what `kill -9` can end.
 *
 * @example
 * const bin = await startBinSandbox(['--round-ms', '5'])
 * await fetch(`${bin.sandbox.nodeUrl}/api/ping`)
 * await bin.stop()
 */
export type BinSandbox = {
  /** The bin's `--json` description: URLs, accounts (with the development keys), credentials. */
  sandbox: Sandbox
  child: ChildProcess
  /** What the bin wrote to stderr so far. */
  stderr(): string
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>
}

/**
 * Spawns the bin with `args` (plus `--port 0 --json`) and resolves once it printed its
 * description; rejects with its stderr when it exits first.
 *
 * @example
 * const bin = await startBinSandbox(['--data-dir', directory, '--accounts', '3'])
 */
export function startBinSandbox(args: readonly string[]): Promise<BinSandbox> {
  const child = spawn(process.execPath, [BIN_PATH, '--port', '0', '--json', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const ended = () => child.exitCode !== null || child.signalCode !== null
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({
        sandbox: JSON.parse(line) as Sandbox,
        child,
        stderr: () => stderr,
        stop: async () => {
          if (!ended()) child.kill('SIGTERM')
          return exited
        },
        kill: async () => {
          if (!ended()) child.kill('SIGKILL')
          await exited
        },
      }),
    )
    exited.then((code) =>
      reject(new Error(`the sandbox exited with ${code ?? child.signalCode} before it started: ${stderr}`)),
    )
  })
}
