import type { Command } from 'commander'
import type { SandboxLogger } from '@ledgernet/sandbox'
import { CliError } from '../CliError.js'
import type { BindAction } from '../CommandAction.js'
import { parseAdmin } from '../Endpoints.js'
import { nonNegativeInteger, positiveInteger } from '../GlobalOptions.js'

type SandboxCommandOptions = { port: number; host: string; roundMs?: number; roundsPerEpoch?: number; dataDir?: string; accounts?: number }

/**
 * `ledgernet sandbox`: a local network (Gateway API, JSON-RPC, node REST, v0 on one port) until
 * Ctrl-C. Prints the URLs, the funded development accounts and the admin credentials (`--json`:
 * one JSON document), then exits 0 once stopped.
 *
 * @example
 * registerSandboxCommand(program, bind) // ledgernet sandbox --port 8080 --admin admin:secret
 */
export function registerSandboxCommand(program: Command, bind: BindAction): void {
  program
    .command('sandbox')
    .description('run a local ledgernet network (all four interfaces on one port) until Ctrl-C')
    .option('--port <n>', 'port to listen on (0 picks a free one)', nonNegativeInteger, 8080)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--round-ms <n>', 'milliseconds per round; each round commits the mempool (default 100)', positiveInteger)
    .option('--rounds-per-epoch <n>', 'rounds per epoch (default 100)', positiveInteger)
    .option('--data-dir <dir>', 'keep the ledger in this directory across restarts (default: in memory)')
    .option('--accounts <n>', 'development accounts to fund (default 10)', nonNegativeInteger)
    .addHelpText('after', '\nAdmin credentials of the node REST restricted endpoints: --admin user:pass (or LEDGERNET_ADMIN); random when absent.\nThe funded accounts are the development mnemonic "test … junk": public knowledge, never for real funds.')
    .action(
      bind<SandboxCommandOptions>(async (context, _args, options) => {
        const { terminal } = context
        // Loaded here only: the other commands need not pay for the sandbox's start-up.
        const { describeSandbox, formatSandboxBanner, startSandbox } = await import('@ledgernet/sandbox')
        const adminText = context.options.admin ?? context.io.env.LEDGERNET_ADMIN
        const logger: SandboxLogger = {
          info: () => {},
          warn: (message) => terminal.warn(`warning: ${message}`),
          error: (message, details) => terminal.warn(`error: ${message}${details?.traceId ? ` (trace id ${String(details.traceId)})` : ''}`),
        }
        const sandbox = await startSandbox({
          port: options.port,
          host: options.host,
          ...(options.roundMs !== undefined ? { roundMs: options.roundMs } : {}),
          ...(options.roundsPerEpoch !== undefined ? { roundsPerEpoch: options.roundsPerEpoch } : {}),
          ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
          ...(options.accounts !== undefined ? { accounts: options.accounts } : {}),
          ...(adminText !== undefined ? { adminCredentials: parseAdmin(adminText, context.options.admin !== undefined ? '--admin' : 'LEDGERNET_ADMIN') } : {}),
          logger,
        }).catch((error: unknown) => {
          const code = (error as NodeJS.ErrnoException | undefined)?.code
          if (code === 'EADDRINUSE') throw new CliError(`Port ${options.port} on ${options.host} is already in use.`, { code: 'PORT_IN_USE', hint: 'stop what listens there, or pick another with --port (0 picks a free one)', cause: error })
          if (code === 'EADDRNOTAVAIL' || code === 'EACCES') throw new CliError(`Cannot listen on ${options.host}:${options.port} (${code}).`, { code: 'CANNOT_LISTEN', hint: 'choose another --host or --port', cause: error })
          throw error
        })
        // Handle Ctrl-C before printing: whoever reads the banner and signals at once must find the handlers.
        const interrupted = context.io.untilInterrupted()
        terminal.result(describeSandbox(sandbox), () => formatSandboxBanner(sandbox).split('\n'))
        await interrupted
        await sandbox.stop()
        if (!terminal.json) terminal.say('ledgernet sandbox stopped.')
      }),
    )
}
