import { type ContractOptionValues, contractOptions, generalTargets, targetOptions } from '@ledgernet/contract/options'
import { type Command, CommanderError } from 'commander'
import type { CliContext } from './CliContext.js'
import type { BindAction } from './CommandAction.js'

/** The environment variable of each general target option. */
const targetVariables: Record<string, string> = {
  gateway: 'LEDGERNET_GATEWAY',
  rpc: 'LEDGERNET_RPC',
  node: 'LEDGERNET_NODE',
  v0: 'LEDGERNET_V0',
}

/**
 * `ledgernet contract` — the contract runner of `@ledgernet/contract` (`ledgernet-contract` is its
 * alias): it tests the interfaces the general options name (`--gateway`, `--rpc`, `--node`, `--v0`
 * or their `LEDGERNET_*` variables, and `--<spec>` for any other spec of `codegen.config.json`), or,
 * when none is named, the four of the local sandbox (`http://127.0.0.1:8080`), as every command
 * defaults to it. It signs the scenarios with the configured key when there is one and uses the
 * admin credentials. `--json` prints the JSON report on stdout, as every command's `--json` prints
 * its result; the report files have their own options. The table's colours and the progress count
 * are decided by the terminal, as for every command. Exit code 0 when every check passed, 1 when
 * one failed, 2 for a usage error.
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
  // Its options may come before its name too (`ledgernet --seed 42 contract`), as the general
  // options do: the program knows them, hidden from its help, and any other command refuses them.
  const early = contractOptions().map((option) => {
    option.defaultValue = undefined
    program.addOption(option.hideHelp())
    return option.attributeName()
  })
  program.hook('preAction', (_program, action) => {
    if (action === command) return
    const given = early.find((name) => program.getOptionValue(name) !== undefined)
    if (given === undefined) return
    const flag = `--${given.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
    throw new CommanderError(
      2,
      'commander.unknownOption',
      `error: unknown option '${flag}' (an option of ledgernet contract)`,
    )
  })
  command.addHelpText(
    'after',
    '\nIt tests the interfaces named by --gateway, --rpc, --node and --v0 (or LEDGERNET_GATEWAY, …); with none,\nthe four of the local sandbox (http://127.0.0.1:8080). `ledgernet-contract` is this command.\n\nExit code: 0 when every check passes, 1 when one fails, 2 for a usage error.',
  )
  command.action(
    bind<ContractOptionValues>(async (context, _args, own) => {
      const options = { ...own }
      for (const name of early) {
        const value = program.getOptionValue(name)
        if (value !== undefined) options[name] = value
      }
      const hasKey = context.options.keyFile !== undefined || Boolean(context.io.env.LEDGERNET_PRIVATE_KEY?.trim())
      const privateKey = hasKey ? (await context.signingKey()).privateKey : undefined
      const { admin } = context.endpoints()
      // Loaded only for this command: the contract tests compile the specs' validators.
      const { runContractCommand } = await import('@ledgernet/contract')
      return runContractCommand(
        {
          run: {
            ...contractTargets(context, options),
            network: context.network.name,
            timeout: context.options.timeout,
            confirmTimeout: options.confirmTimeout,
            ...(admin ? { admin } : {}),
            ...(privateKey ? { privateKey } : {}),
            ...(options.only?.length ? { only: options.only } : {}),
            ...(options.seed !== undefined ? { seed: options.seed } : {}),
            ...(options.readOnly ? { readOnly: true } : {}),
            ...(options.rate !== undefined ? { rate: options.rate } : {}),
            ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
            ...(options.timeBudget !== undefined ? { timeBudget: options.timeBudget } : {}),
            ...(options.maxBody !== undefined ? { maxBodyBytes: options.maxBody } : {}),
            // The key's text (a mnemonic too) and the admin password, kept out of every report.
            secrets: [...context.secrets],
          },
          json: context.options.json,
          ...(options.all ? { all: true } : {}),
          ...(options.reportJson !== undefined ? { reportJson: options.reportJson } : {}),
          ...(options.reportJunit !== undefined ? { reportJunit: options.reportJunit } : {}),
          ...(options.reportHtml !== undefined ? { reportHtml: options.reportHtml } : {}),
        },
        {
          stdout: context.io.stdout,
          stderr: context.io.stderr,
          color: context.terminal.stdoutColors,
          progress: context.terminal.spinners,
          signal: interruption(context),
        },
      )
    }),
  )
}

/** A signal that aborts on Ctrl-C: the run stops, what ran is reported, the report files are written. */
function interruption(context: CliContext): AbortSignal {
  const controller = new AbortController()
  void context.io.untilInterrupted().then(() => controller.abort())
  return controller.signal
}

/**
 * The servers to test: each interface named by its option or variable (resolved as every command
 * resolves it), each other spec's `--<spec>` option, or the sandbox's four when nothing is named.
 * A contract run names what it tests: an interface a server does not serve is not guessed from
 * another's origin (a gateway's host seldom serves the node's JSON-RPC).
 */
function contractTargets(context: CliContext, options: ContractOptionValues): Record<string, string> {
  const endpoints = context.endpoints()
  const named = generalTargets.filter(
    (option) =>
      context.options[option as keyof typeof context.options] !== undefined ||
      Boolean(context.io.env[targetVariables[option]!]?.trim()),
  )
  const others: Record<string, string> = {}
  for (const option of Object.values(targetOptions) as string[]) {
    const value = options[option]
    if (!generalTargets.includes(option) && typeof value === 'string') others[option] = value
  }
  const interfaces = named.length === 0 && Object.keys(others).length === 0 ? generalTargets : named
  const targets: Record<string, string> = { ...others }
  for (const option of interfaces) targets[option] = endpoints[option as keyof typeof endpoints] as string
  return targets
}
