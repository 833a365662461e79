import { readFileSync } from 'node:fs'
import { Command } from 'commander'
import type { CliIo } from './CliIo.js'
import { registerBalanceCommand } from './commands/balanceCommand.js'
import type { BindAction } from './commands/CommandAction.js'
import { registerContractCommand } from './commands/contractCommand.js'
import { registerDemoCommand } from './commands/demoCommand.js'
import { registerKeysCommand } from './commands/keysCommand.js'
import { registerNodeCommand } from './commands/nodeCommand.js'
import { registerSandboxCommand } from './commands/sandboxCommand.js'
import { registerTokenCommand } from './commands/tokenCommand.js'
import { registerTransferCommand } from './commands/transferCommand.js'
import { registerTxCommand } from './commands/txCommand.js'
import { registerV0Command } from './commands/v0Command.js'
import { addGlobalOptions } from './input/GlobalOptions.js'

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version

/**
 * The `ledgernet` commander program with every command and its generated `--help`. Errors and
 * exits are left to the caller (`exitOverride`): commander throws `CommanderError` instead of
 * exiting, and prints help to `io.stdout`, nothing else.
 *
 * @example
 * await createProgram(io, bind).parseAsync(['node', 'ping'], { from: 'user' })
 */
export function createProgram(io: CliIo, bind: BindAction): Command {
  const program = new Command('ledgernet')
    .description(
      'The ledgernet command line: keys, transfers, tokens, transaction status, node and v0 reads, a local sandbox, contract tests and a demo of it all.',
    )
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      outputError: () => {}, // runCli prints usage errors as one line with a hint
    })
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: false })
  addGlobalOptions(program)

  registerDemoCommand(program, bind)
  registerSandboxCommand(program, bind)
  registerKeysCommand(program, bind)
  registerTransferCommand(program, bind)
  registerBalanceCommand(program, bind)
  registerTokenCommand(program, bind)
  registerTxCommand(program, bind)
  registerNodeCommand(program, bind)
  registerV0Command(program, bind)
  registerContractCommand(program, bind)
  pointToGeneralOptions(program)

  program.addHelpText(
    'after',
    `
The options above apply to every command, before or after its name; \`ledgernet <command> --help\`
lists the command's own. Amounts are whole tokens (1.5) unless --subunits is given. The signing key
comes from --key-file or LEDGERNET_PRIVATE_KEY, never from the command line.

Exit code: 0 success; 1 the command failed (a refused or failed transaction, an unreachable server,
a failed contract check, a demo step that did not do what it should); 2 a usage error (an unknown
command or option, a missing or bad argument or value).

Start here: ledgernet demo`,
  )
  return program
}

/**
 * Ends every command's help with where the general options are: each command lists its own
 * options only (the general ones would repeat in every help).
 */
function pointToGeneralOptions(program: Command): void {
  for (const command of program.commands) {
    command.addHelpText(
      'after',
      '\nGeneral options (--gateway, --rpc, --node, --v0, --network, --key-file, --index, --admin, --subunits,\n--timeout, --json, --verbose) apply too: see `ledgernet --help`.',
    )
    pointToGeneralOptions(command)
  }
}
