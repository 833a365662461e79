import { type ContractOptionValues, contractOptions } from '@ledgernet/contract/options'
import type { Command } from 'commander'
import type { BindAction } from '../CommandAction.js'

/**
 * `ledgernet contract`: the contract tests of `@ledgernet/contract` against the servers the
 * general options name (`ledgernet --gateway URL contract`; without URLs, the sandbox's origin,
 * like every command), signing the scenarios with the configured key when there is one and using
 * the admin credentials. `--json` prints the JSON report on stdout, as every command's `--json`
 * prints its result; the report files have their own options (`--report-json`, `--report-junit`).
 * Exit code 0 when every check passed, 1 when one failed, 2 for a usage error.
 *
 * @example
 * registerContractCommand(program, bind) // ledgernet --gateway http://127.0.0.1:8080 contract --report-junit contract.xml
 */
export function registerContractCommand(program: Command, bind: BindAction): void {
  const command = program
    .command('contract')
    .description(
      'contract tests of any ledgernet server against specs/: every operation with valid and invalid requests; with a key, end-to-end scenarios',
    )
  for (const option of contractOptions()) command.addOption(option)
  command.addHelpText('after', '\nExit code: 0 when every check passes, 1 when one fails, 2 for a usage error.')
  command.action(
    bind<ContractOptionValues>(async (context, _args, options) => {
      const { gateway, rpc, node, v0, admin } = context.endpoints()
      const hasKey = context.options.keyFile !== undefined || Boolean(context.io.env.LEDGERNET_PRIVATE_KEY?.trim())
      const privateKey = hasKey ? (await context.signingKey()).privateKey : undefined
      // Loaded only for this command: the contract tests compile the four specs' validators.
      const { runContractCommand } = await import('@ledgernet/contract')
      return runContractCommand(
        {
          run: {
            gateway,
            rpc,
            node,
            v0,
            network: context.network.name,
            timeout: context.options.timeout,
            confirmTimeout: options.confirmTimeout,
            ...(admin ? { admin } : {}),
            ...(privateKey ? { privateKey } : {}),
            ...(options.only?.length ? { only: options.only } : {}),
          },
          json: context.options.json,
          ...(options.all ? { all: true } : {}),
          ...(options.reportJson !== undefined ? { reportJson: options.reportJson } : {}),
          ...(options.reportJunit !== undefined ? { reportJunit: options.reportJunit } : {}),
        },
        context.io,
      )
    }),
  )
}
