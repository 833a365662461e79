import { spawn } from 'node:child_process'

/**
 * The outcome of a finished command.
 *
 * @example
 * const { code, stderr }: CommandResult = await runCommand('npm', ['--version'], { cwd })
 */
export type CommandResult = { code: number; stdout: string; stderr: string; seconds: number }

/**
 * Options of {@link runCommand}.
 *
 * @example
 * const options: RunCommandOptions = { cwd: '/tmp', timeout: 60_000 }
 */
export type RunCommandOptions = {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Leave out the `npm_config_*` variables a package manager running these checks set (a user's shell has none). */
  withoutPackageManagerConfig?: boolean
  /** Milliseconds before the command is killed (default 5 minutes). */
  timeout?: number
}

/**
 * Runs a command to its end and collects its output; never throws for a non-zero exit (the
 * caller decides, usually by showing `stderr` in an assertion message).
 *
 * @example
 * const { code, stdout } = await runCommand('npm', ['--version'], { cwd: '/tmp' })
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions,
): Promise<CommandResult> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: {
        ...(options.withoutPackageManagerConfig ? withoutNpmConfig(process.env) : process.env),
        npm_config_update_notifier: 'false',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${options.timeout ?? 300_000} ms]`
      child.kill('SIGKILL')
    }, options.timeout ?? 300_000)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr, seconds: (Date.now() - started) / 1000 })
    })
  })
}

/**
 * The last `lines` lines of a command's combined output, for an assertion message.
 *
 * @example
 * expect(result.code, outputTail(result)).toBe(0)
 */
export function outputTail(result: CommandResult, lines = 40): string {
  const text = `${result.stdout}\n${result.stderr}`.trim().split('\n')
  return text.slice(-lines).join('\n')
}

/** `env` without the `npm_config_*` variables (pnpm sets its own for the scripts it runs). */
function withoutNpmConfig(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_config_/i.test(key)))
}
