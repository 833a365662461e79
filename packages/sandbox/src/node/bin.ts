import { inspect } from 'node:util'
import { isLedgernetError, terminalSafe } from '@ledgernet/errors'
import { Command, CommanderError } from 'commander'
import { describeSandbox, formatSandboxBanner } from '../describeSandbox.js'
import type { Sandbox } from '../Sandbox.js'
import type { SandboxLogger } from '../SandboxLogger.js'
import { type SandboxCommandValues, sandboxCommandOptions, sandboxOptionsFromCommand } from './sandboxCommandOptions.js'
import { startSandbox } from './startSandbox.js'

// Exit codes, as every ledgernet command: 0 stopped by a signal, 1 the sandbox could not start or
// run, 2 a usage error. Errors are one line: `error: … Hint: ….`
const program = new Command('ledgernet-sandbox')
  .description(
    'A local ledgernet network: Gateway API, JSON-RPC (/rpc), node REST (/api) and Gateway v0 (/v0) on one port, funded development accounts, until Ctrl-C.',
  )
  .option('--admin <user:pass>', 'node REST admin credentials (default: random, printed)')
  .option('--json', 'print the URLs, accounts and credentials as one JSON line')
  .helpOption('-h, --help', 'this text')
  .exitOverride()
  .configureOutput({ outputError: () => {} })
for (const option of sandboxCommandOptions()) program.addOption(option)
program.addHelpText(
  'after',
  [
    '',
    'The funded accounts are the development mnemonic "test … junk": public knowledge, never for real funds.',
    'Exit code: 0 once stopped (Ctrl-C, SIGTERM), 1 when it cannot start, 2 for a usage error.',
    '',
  ].join('\n'),
)

// A closed pipe (`ledgernet-sandbox --help | head`) ends the process quietly, as it does other
// commands, not with an unhandled EPIPE and its stack.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    process.exit(process.exitCode ?? 0)
  })

/**
 * A line on stderr, safe for a terminal: what it quotes (an argument typed, a path, a request's
 * error) may hold escape, control or bidi characters, shown as visible escapes (`\x1b`); the
 * details of a log entry follow on the same line.
 */
function printLine(line: string, details?: unknown): void {
  const text = details === undefined ? line : `${line} ${inspect(details, { breakLength: Number.POSITIVE_INFINITY })}`
  console.error(terminalSafe(text, { maxLength: 4000 }))
}

const logger: SandboxLogger = {
  info: () => {},
  warn: (message, details) => printLine(`warning: ${message}`, details),
  error: (message, details) => printLine(`error: ${message}`, details),
}

function fail(message: string, hint: string, code: number): number {
  printLine(`error: ${message.replace(/\s*\n\s*/g, ' ').replace(/\.?$/, '.')} Hint: ${hint.replace(/\.$/, '')}.`)
  return code
}

async function main(): Promise<number> {
  try {
    program.parse(process.argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') return 0
      return fail(error.message.replace(/^error: /, ''), 'see `ledgernet-sandbox --help`', 2)
    }
    throw error
  }
  const values = program.opts<SandboxCommandValues & { admin?: string; json?: boolean }>()
  let sandbox: Sandbox
  try {
    sandbox = await startSandbox({
      ...sandboxOptionsFromCommand(values),
      ...(values.admin !== undefined ? { adminCredentials: values.admin } : {}),
      logger,
    })
  } catch (error) {
    if (isLedgernetError(error, 'INVALID_ARGUMENT'))
      return fail(error.shortMessage, 'see `ledgernet-sandbox --help`', 2)
    if (isLedgernetError(error))
      return fail(error.shortMessage, (error as { hint?: string }).hint ?? 'run again with other options', 1)
    return fail(
      `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      'this is a bug in ledgernet: report it with what was run',
      1,
    )
  }
  const stopRequested = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  // Printed only once the signals are handled: whoever reads "Ctrl-C" (or the JSON) and signals
  // at once must find the handlers in place.
  console.log(values.json ? JSON.stringify(describeSandbox(sandbox)) : formatSandboxBanner(sandbox))
  await stopRequested
  // A second signal while stopping ends the process at once.
  const force = () => process.exit(1)
  process.once('SIGINT', force)
  process.once('SIGTERM', force)
  await sandbox.stop()
  if (!values.json) console.log('ledgernet sandbox stopped.')
  return 0
}

// Not a top-level await: the build makes this file CommonJS (scripts/bundleBin.mjs).
main().then((code) => {
  process.exitCode = code
})
