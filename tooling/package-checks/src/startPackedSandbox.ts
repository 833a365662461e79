import { spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * A sandbox running in its own process.
 *
 * @example
 * const sandbox: RunningSandbox = await startPackedSandbox(dir)
 */
export type RunningSandbox = {
  gatewayUrl: string
  /** Everything `ledgernet-sandbox --json` printed about itself. */
  description: Record<string, unknown>
  /** Sends SIGTERM and resolves once the process has ended. */
  stop(): Promise<void>
}

/**
 * How to start it: `roundMs` (`--round-ms`: interval rounds; `undefined` = the command's default,
 * a round per submission, as a reader who types `ledgernet sandbox` gets) and `admin`
 * (`--admin user:password`; without it the sandbox makes up a password).
 */
export type PackedSandboxOptions = { roundMs?: number | undefined; admin?: string | undefined }

/**
 * Starts the `ledgernet-sandbox` command of a consumer project that installed
 * `@ledgernet/sandbox` from its tarball — the packed bin, as a user would run it — on a free
 * port of 127.0.0.1, and answers once it printed its URLs.
 *
 * @example
 * const sandbox = await startPackedSandbox('/tmp/consumers/sandbox', { roundMs: 50 })
 * await sandbox.stop()
 */
export function startPackedSandbox(projectDir: string, options: PackedSandboxOptions = {}): Promise<RunningSandbox> {
  const bin = join(projectDir, 'node_modules', '.bin', 'ledgernet-sandbox')
  const args = ['--port', '0', '--host', '127.0.0.1', '--json']
  if (options.roundMs !== undefined) args.push('--round-ms', String(options.roundMs))
  if (options.admin !== undefined) args.push('--admin', options.admin)
  const child = spawn(bin, args, {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`ledgernet-sandbox printed no URLs within 30 s:\n${stdout}${stderr}`))
    }, 30_000)
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const line = stdout.split('\n').find((text) => text.trim().startsWith('{'))
      if (line === undefined) return
      clearTimeout(timer)
      try {
        const description = JSON.parse(line) as Record<string, unknown>
        if (typeof description.gatewayUrl !== 'string') throw new Error(`no gatewayUrl in ${line}`)
        resolve({ gatewayUrl: description.gatewayUrl, description, stop })
      } catch (error) {
        void stop()
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`ledgernet-sandbox exited with ${code}:\n${stdout}${stderr}`))
    })
  })
}
