import type { SandboxLogger } from '@ledgernet/sandbox'
import { type SandboxCommandValues, sandboxCommandOptions, sandboxOptionsFromCommand } from '@ledgernet/sandbox/options'
import type { Command } from 'commander'
import { parseAdmin } from '../input/Endpoints.js'
import type { BindAction } from './CommandAction.js'
import { registerSandboxControlCommands } from './sandboxControlCommands.js'

/**
 * `ledgernet sandbox`: a local network (Gateway API, JSON-RPC, node REST, v0 on one port) until
 * Ctrl-C, with the options of `ledgernet-sandbox` (one table, `sandboxCommandOptions`) and the
 * general `--admin` and `--json`. Prints the URLs, the funded development accounts, the admin
 * credentials and how to use them (`--json`: one JSON document), then exits 0 once stopped. A
 * busy port is a `PORT_IN_USE` error with its hint. Its subcommands (`snapshot`, `revert`, `mine`,
 * `set-balance`, …) drive a running sandbox's test controls.
 *
 * @example
 * registerSandboxCommand(program, bind) // ledgernet sandbox --port 8080 --admin admin:secret
 */
export function registerSandboxCommand(program: Command, bind: BindAction): void {
  const command = program
    .command('sandbox')
    .description(
      'run a local ledgernet network (all four interfaces on one port) until Ctrl-C; its subcommands drive a running one',
    )
  for (const option of sandboxCommandOptions()) command.addOption(option)
  command
    .addHelpText(
      'after',
      [
        '',
        'Admin credentials of the node REST restricted endpoints: the general --admin user:pass (or LEDGERNET_ADMIN); random when absent.',
        'The funded accounts are the development mnemonic "test … junk": public knowledge, never for real funds.',
      ].join('\n'),
    )
    .action(
      bind<SandboxCommandValues>(async (context, _args, options) => {
        const { terminal } = context
        // Loaded here only: the other commands need not pay for the sandbox's start-up.
        const { describeSandbox, formatSandboxBanner, startSandbox } = await import('@ledgernet/sandbox')
        const adminText = context.options.admin ?? context.io.env.LEDGERNET_ADMIN
        const logger: SandboxLogger = {
          info: () => {},
          warn: (message) => terminal.warn(`warning: ${message}`),
          error: (message, details) =>
            terminal.warn(`error: ${message}${details?.traceId ? ` (trace id ${String(details.traceId)})` : ''}`),
        }
        const sandbox = await startSandbox({
          ...sandboxOptionsFromCommand(options),
          ...(adminText !== undefined
            ? {
                adminCredentials: parseAdmin(
                  adminText,
                  context.options.admin !== undefined ? '--admin' : 'LEDGERNET_ADMIN',
                ),
              }
            : {}),
          logger,
        })
        // Handle Ctrl-C before printing: whoever reads the banner and signals at once must find the handlers.
        const interrupted = context.io.untilInterrupted()
        terminal.result(describeSandbox(sandbox), () => formatSandboxBanner(sandbox).split('\n'))
        await interrupted
        await sandbox.stop()
        if (!terminal.json) terminal.say('ledgernet sandbox stopped.')
      }),
    )
  registerSandboxControlCommands(command, bind)
}
