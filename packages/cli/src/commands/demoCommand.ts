import { PrivateKey } from '@ledgernet/crypto'
import type { SandboxLogger } from '@ledgernet/sandbox'
import type { Command } from 'commander'
import { CliError } from '../errors/CliError.js'
import { positiveInteger } from '../input/GlobalOptions.js'
import type { BindAction } from './CommandAction.js'

/**
 * `ledgernet demo`: every interface end to end against an in-process sandbox, or against the
 * servers named by `--gateway`/`--rpc`/`--node`/`--v0` (funded by `--key-file` or
 * `LEDGERNET_PRIVATE_KEY`, admin calls with `--admin`). Exit 0 only when every step did what it
 * should; otherwise 1, naming the step and why.
 *
 * @example
 * registerDemoCommand(program, bind) // ledgernet demo
 */
export function registerDemoCommand(program: Command, bind: BindAction): void {
  program
    .command('demo')
    .description(
      'run every interface end to end and verify each step: a sandbox in this process, or your servers with --gateway/--rpc/--node/--v0',
    )
    .option(
      '--round-ms <n>',
      'in-process sandbox: interval rounds every n ms (default: automine, each transaction at once)',
      positiveInteger,
    )
    .addHelpText(
      'after',
      [
        '',
        'Against your own servers the demo needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY; it sends 1,010 XRD to two new',
        'accounts) and the node admin credentials (--admin user:pass) for the mass and modules reads.',
        'Exit code: 0 when every step did what it should, 1 otherwise (the step that failed and why are printed).',
      ].join('\n'),
    )
    .action(
      bind<{ roundMs?: number }>(async (context, _args, options) => {
        const { terminal, io } = context
        const c = terminal.sayColor
        const external = ['gateway', 'rpc', 'node', 'v0'].some(
          (name) =>
            context.options[name as 'gateway'] !== undefined ||
            (io.env[`LEDGERNET_${name.toUpperCase()}`] ?? '').trim() !== '',
        )
        terminal.say(c.bold('ledgernet demo — every interface of the ledger, end to end, each step verified'))
        terminal.say()
        let funder: PrivateKey
        let stop = async () => {}
        if (external) {
          const endpoints = context.endpoints()
          funder = (await context.signingKey()).privateKey
          terminal.say(
            `  gateway ${endpoints.gateway} · JSON-RPC ${endpoints.rpc} · node ${endpoints.node} · v0 ${endpoints.v0}`,
          )
        } else {
          if (context.network.name !== 'localnet')
            throw new CliError(`The in-process sandbox is a localnet, not ${context.network.name}.`, {
              code: 'SANDBOX_IS_LOCALNET',
            })
          // Loaded here only: the other commands need not pay for the sandbox's start-up.
          const { startSandbox } = await import('@ledgernet/sandbox')
          const logger: SandboxLogger = {
            info: () => {},
            warn: (message) => terminal.warn(`sandbox warning: ${message}`),
            error: (message) => terminal.warn(`sandbox error: ${message}`),
          }
          const sandbox = await startSandbox({
            port: 0,
            accounts: 1,
            logger,
            ...(options.roundMs !== undefined ? { roundMs: options.roundMs } : {}),
          })
          stop = () => sandbox.stop()
          context.useEndpoints({
            gateway: sandbox.gatewayUrl,
            rpc: sandbox.rpcUrl,
            node: sandbox.nodeUrl,
            v0: sandbox.v0Url,
            admin: sandbox.adminCredentials,
          })
          context.secrets.add(sandbox.adminCredentials.password)
          funder = PrivateKey.fromHex(sandbox.accounts[0]!.privateKey!)
          const mining = sandbox.roundMs === undefined ? 'automine' : `a round every ${sandbox.roundMs} ms`
          terminal.say(
            `  sandbox ${sandbox.gatewayUrl} (in this process: Gateway API, JSON-RPC /rpc, node REST /api, v0 /v0; ${mining})`,
          )
        }
        try {
          // The demo (and the flows it runs) load only for this command.
          const { runDemo } = await import('../demo/runDemo.js')
          const { formatDemoSummary } = await import('../demo/formatDemoSummary.js')
          const report = await runDemo(context, funder)
          terminal.result(report, () => formatDemoSummary(report, terminal.color))
          return report.ok ? 0 : 1
        } finally {
          await stop()
        }
      }),
    )
}
