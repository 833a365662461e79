import { isLedgernetError } from '@ledgernet/errors'
import { type Command, CommanderError } from 'commander'
import type { CliIo } from './CliIo.js'
import { type CliContext, createCliContext } from './commands/CliContext.js'
import { createBindAction } from './commands/CommandAction.js'
import { createProgram } from './createProgram.js'
import { refuseSecretArguments } from './input/refuseSecretArguments.js'
import { type DescribeContext, describeError, errorDetail } from './output/describeError.js'
import { redactedError } from './output/redactedError.js'
import { redactSecrets } from './output/redactSecrets.js'
import { Terminal } from './output/Terminal.js'

/**
 * Runs `ledgernet` with `argv` (without the node and script entries) and answers the exit code:
 * 0 when the command did what it should, 1 when it failed (an error, a refusal, a failed check),
 * 2 for a usage error (an unknown command or option, a missing or bad argument or value) — each
 * error printed as one line with a hint (`--verbose` adds the detail and the cause chain;
 * `--json` also prints `{ "error": … }` on stdout). Known secrets (the key text, the admin
 * password) are cut from anything printed about an error.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr, untilInterrupted })
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const secrets = new Set<string>()
  const privateKey = io.env.LEDGERNET_PRIVATE_KEY?.trim()
  if (privateKey) secrets.add(privateKey)
  const adminPassword = io.env.LEDGERNET_ADMIN?.split(':').slice(1).join(':')
  if (adminPassword) secrets.add(adminPassword)
  const json = argv.includes('--json')
  const verbose = argv.includes('--verbose')
  // The context of the command that ran, for hints that name the real cause (credentials given or not).
  let context: CliContext | undefined
  const report = (error: unknown) => reportError(error, io, secrets, { json, verbose }, describeContext(context))

  try {
    refuseSecretArguments(argv)
  } catch (error) {
    return report(error)
  }

  let exitCode = 0
  const bind = createBindAction(
    (command) => (context = createCliContext(command, io, secrets)),
    (code) => (exitCode = code),
  )
  const program = createProgram(io, bind)
  try {
    await program.parseAsync([...argv], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version were printed by commander; `ledgernet node` alone prints its help: a usage error.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0
      if (error.code === 'commander.help') return error.exitCode === 0 ? 0 : 2
      return reportUsageError(error, commandPath(program, argv), io, secrets, json)
    }
    return report(error)
  }
  return exitCode
}

/**
 * `ledgernet node`, `ledgernet v0 epoch`: the deepest command the words of `argv` name (the values
 * of options before and between them are skipped: they name no command).
 */
function commandPath(program: Command, argv: readonly string[]): string {
  let command = program
  for (const argument of argv) {
    const next = command.commands.find(
      (candidate) => candidate.name() === argument || candidate.aliases().includes(argument),
    )
    if (next) command = next
  }
  const names: string[] = []
  for (let current: Command | null = command; current; current = current.parent) names.unshift(current.name())
  return names.join(' ')
}

/** What the command that ran tells about the failure: whether admin credentials were given. */
function describeContext(context: CliContext | undefined): DescribeContext {
  if (!context) return {}
  try {
    const { admin, node } = context.endpoints()
    return { credentialsGiven: admin !== undefined || new URL(node).username !== '' }
  } catch {
    return {}
  }
}

function reportError(
  error: unknown,
  io: CliIo,
  secrets: ReadonlySet<string>,
  options: { json: boolean; verbose: boolean },
  context: DescribeContext,
): number {
  const terminal = new Terminal(io, { json: options.json, verbose: options.verbose })
  // Secrets are cut from what the error carries (its text, a server's body, a URL), not from the
  // finished line: the CLI's own words stay whole whatever the password is.
  const seen = redactedError(error, secrets)
  const { message, hint, code, reason } = describeError(seen, context)
  const c = terminal.errorColor
  terminal.warn(`${c.red(c.bold('error:'))} ${message}${hint ? ` ${c.dim(`Hint: ${hint}.`)}` : ''}`)
  if (options.verbose) for (const detail of errorDetail(seen)) terminal.warn(detail)
  if (options.json)
    terminal.writeJson({ error: { code, ...(reason ? { reason } : {}), message, ...(hint ? { hint } : {}) } })
  return isLedgernetError(error) && usageCodes.has(error.code) ? 2 : 1
}

// The errors that say the command line is wrong (exit code 2, as commander's own usage errors): a
// value it (or its environment) gives is not acceptable, a key typed on it, options that contradict.
const usageCodes: ReadonlySet<string> = new Set([
  'INVALID_ARGUMENT',
  'KEY_ON_COMMAND_LINE',
  'INDEX_WITHOUT_MNEMONIC',
  'KEY_NOT_KEPT',
  'SANDBOX_IS_LOCALNET',
])

function reportUsageError(
  error: CommanderError,
  path: string,
  io: CliIo,
  secrets: ReadonlySet<string>,
  json: boolean,
): number {
  const terminal = new Terminal(io, { json, verbose: false })
  // Commander quotes what was typed: cut what follows `=` and long hex runs, which could be a key.
  const message = redactSecrets(
    error.message
      .replace(/^error: /, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/(--[a-z0-9-]+)=[^\s']*/gi, '$1=…')
      .replace(/[0-9a-fA-F]{32,}/g, '…'),
    secrets,
  )
  const hint = `see \`${path} --help\``
  const c = terminal.errorColor
  terminal.warn(`${c.red(c.bold('error:'))} ${message.replace(/\.?$/, '.')} ${c.dim(`Hint: ${hint}.`)}`)
  if (json) terminal.writeJson({ error: { code: 'USAGE', message, hint } })
  return 2
}
