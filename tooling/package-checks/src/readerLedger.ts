import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { SANDBOX_COMMAND } from './readerSteps.js'

/**
 * A local ledger a reader started as the documentation says ({@link SANDBOX_COMMAND}).
 *
 * @example
 * const { port, options }: ReaderLedger = await startReaderLedger(['--admin', 'admin:secret'], { cwd, env })
 */
export type ReaderLedger = {
  port: number
  /** The options the page gave (`--admin admin:secret`), as given. */
  options: string[]
  /**
   * Stops it the way a harness stops a command: SIGTERM to the process it started (`npx`),
   * then waits for that process to end. Rejects when the port still accepts connections 5 s
   * later — the sandbox left behind, listening (it is then killed, with everything npx started).
   */
  stop(): Promise<void>
}

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Runs `npx -p @ledgernet/sandbox ledgernet-sandbox <options> --port 0 --json` in `cwd` with the
 * reader's environment — npm's own `npx`, which installs the package from the registry the
 * environment names into its cache — and answers once it printed where it listens. The port is
 * the one thing chosen here (a free one, read from `--json`), so that readers run side by side.
 *
 * @example
 * const ledger = await startReaderLedger([], { cwd: '/tmp/reader/terminal', env })
 * await ledger.stop()
 */
export function startReaderLedger(
  options: readonly string[],
  { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ReaderLedger> {
  const [npx, ...args] = SANDBOX_COMMAND.split(' ')
  // A process group of its own: what npx leaves behind can be found and cleaned up.
  const child: ChildProcess = spawn(npx!, [...args, ...options, '--port', '0', '--json'], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const cleanUp = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {}
  }
  let output = ''
  let started = false
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      if (started) return
      cleanUp()
      reject(new Error(`${SANDBOX_COMMAND} ${options.join(' ')}: ${message}\n${output.trim()}`))
    }
    // Bounds a hang: npx may first install the package (and wait for another npx installing it).
    const timer = setTimeout(() => fail('printed no description within 180 s'), 180_000)
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      if (started) return
      const line = output.split('\n').find((text) => text.trim().startsWith('{') && text.trim().endsWith('}'))
      if (line === undefined) return
      clearTimeout(timer)
      const port = (JSON.parse(line) as { port?: unknown }).port
      if (typeof port !== 'number') return fail(`no port in ${line}`)
      started = true
      resolve({
        port,
        options: [...options],
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM')
          await exited
          try {
            for (let waited = 0; await listening(port); waited += 50) {
              if (waited >= 5_000)
                throw new Error(
                  `SIGTERM to \`${SANDBOX_COMMAND}\` left the sandbox listening on 127.0.0.1:${port}: ` +
                    `a harness that stops it so could not start it again on that port`,
                )
              await new Promise((wait) => setTimeout(wait, 50))
            }
          } finally {
            cleanUp()
          }
        },
      })
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      fail(`exited (${code ?? signal}) before it printed its description`)
    })
  })
}
