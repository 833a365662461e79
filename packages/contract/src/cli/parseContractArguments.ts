import type { NetworkName } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { Command, CommanderError, Option } from 'commander'
import { targetOptions } from '../resolveTargets.js'
import { type ContractOptionValues, contractOptions, milliseconds } from './contractOptions.js'
import type { ContractCommandInput } from './runContractCommand.js'

/** The targets whose option has its own description (the others are described by their spec's name). */
const describedTargets: readonly string[] = ['gateway', 'rpc', 'node', 'v0']

/**
 * What the `ledgernet-contract` command line asks for — the {@link ContractCommandInput} — or
 * its help text.
 *
 * @example
 * const parsed = parseContractArguments(['--gateway', 'http://127.0.0.1:8080'], process.env)
 * if (parsed.kind === 'run') await runContractCommand(parsed.input, process)
 */
export type ContractArguments = { kind: 'run'; input: ContractCommandInput } | { kind: 'help'; text: string }

/**
 * The commander command of `ledgernet-contract`: where the servers are, the key file, the
 * credentials, the network, `--json` (the report as JSON on stdout) — as `ledgernet`'s general
 * options — then the contract's own options (`contractOptions`: `--only`, `--confirm-timeout`,
 * `--report-json <file>`, `--report-junit <file>`, `--all`). The private key has no option on
 * purpose: it comes from `--key-file` or `LEDGERNET_PRIVATE_KEY`, never from the command line.
 *
 * @example
 * createContractCommand().helpInformation()
 */
export function createContractCommand(): Command {
  const command = new Command('ledgernet-contract')
    .description(
      'Contract tests of ledgernet servers against specs/: every operation with valid and invalid requests, and, with a funded key, end-to-end scenarios.',
    )
    .option('--gateway <url>', 'Gateway API 1.0 base URL')
    .option('--rpc <url>', 'node JSON-RPC endpoint (http://host:port/rpc; a bare origin gets /rpc)')
    .option('--node <url>', 'node REST base URL')
    .option('--v0 <url>', 'Gateway API v0 base URL')
  // Any other spec of codegen.config.json with a `contract` option is a target too.
  for (const [spec, option] of Object.entries(targetOptions) as [string, string][])
    if (!describedTargets.includes(option))
      command.option(`--${option.replace(/[A-Z]/g, (c: string) => `-${c.toLowerCase()}`)} <url>`, `${spec} base URL`)
  command
    .option(
      '--key-file <file>',
      'file with the funded private key (64 hex) or a BIP-39 mnemonic (default: env LEDGERNET_PRIVATE_KEY)',
    )
    .option('--admin <user:pass>', 'Basic credentials of the node restricted endpoints (default: env LEDGERNET_ADMIN)')
    .addOption(
      new Option('--network <name>', 'network the servers serve')
        .choices(['mainnet', 'stokenet', 'localnet'])
        .default('localnet'),
    )
    .option('--timeout <ms>', 'per-request timeout', milliseconds, 10_000)
    .option('--json', 'print the report as JSON on stdout, and nothing else there')
  for (const option of contractOptions()) command.addOption(option)
  return command.addHelpText(
    'after',
    '\nExit code: 0 when every check passes, 1 when one fails, 2 for a usage error.\nThe private key is never taken from the command line and never printed.',
  )
}

/**
 * Parses `ledgernet-contract` arguments (without the node and script entries): the URLs, the key
 * file (else `LEDGERNET_PRIVATE_KEY` from `env`), admin credentials (else `LEDGERNET_ADMIN`),
 * network, timeouts, `--only` patterns, `--json`, report files. A usage error throws
 * `InvalidArgumentError` naming the option; `--help` answers the generated help text. Messages
 * never repeat what followed an `=` in an unknown option, so a key pasted by mistake is not echoed.
 *
 * @example
 * parseContractArguments(['--gateway', 'http://127.0.0.1:8080', '--report-junit', 'contract.xml'], process.env)
 */
export function parseContractArguments(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ContractArguments {
  let written = ''
  const command = createContractCommand()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => {
        written += text
      },
      writeErr: (text) => {
        written += text
      },
      outputError: () => {},
    })
  try {
    command.parse([...argv], { from: 'user' })
  } catch (error) {
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
    )
      return { kind: 'help', text: written }
    if (error instanceof CommanderError) {
      // A bad value names its option; an unknown option or argument is the command line's.
      const option = /^error: option '(--[a-z-]+)/.exec(error.message)?.[1] ?? 'command line'
      throw new InvalidArgumentError(option, redact(error.message.replace(/^error: /, '').replace(/\.$/, '')))
    }
    throw error
  }
  const opts = command.opts<
    ContractOptionValues & {
      gateway?: string
      rpc?: string
      node?: string
      v0?: string
      keyFile?: string
      admin?: string
      network: NetworkName
      timeout: number
      json?: boolean
    }
  >()
  if (command.args.length)
    throw new InvalidArgumentError('arguments', `unexpected argument ${JSON.stringify(redact(command.args[0]!))}`)
  const run: ContractCommandInput['run'] = {
    network: opts.network,
    timeout: opts.timeout,
    confirmTimeout: opts.confirmTimeout,
  }
  const targets = opts as Record<string, unknown>
  for (const option of Object.values(targetOptions) as string[])
    if (typeof targets[option] === 'string') (run as Record<string, unknown>)[option] = targets[option]
  if (opts.keyFile !== undefined) run.keyFile = opts.keyFile
  else if (env.LEDGERNET_PRIVATE_KEY) run.privateKey = env.LEDGERNET_PRIVATE_KEY
  const admin = opts.admin ?? env.LEDGERNET_ADMIN
  if (admin !== undefined) {
    const separator = admin.indexOf(':')
    if (separator < 1)
      throw new InvalidArgumentError(opts.admin !== undefined ? '--admin' : 'LEDGERNET_ADMIN', 'must be user:pass')
    run.admin = { username: admin.slice(0, separator), password: admin.slice(separator + 1) }
  }
  if (opts.only?.length) run.only = opts.only
  return {
    kind: 'run',
    input: {
      run,
      json: opts.json === true,
      ...(opts.all ? { all: true } : {}),
      ...(opts.reportJson !== undefined ? { reportJson: opts.reportJson } : {}),
      ...(opts.reportJunit !== undefined ? { reportJunit: opts.reportJunit } : {}),
    },
  }
}

/** Drops what follows `=` in an option word, and long hex runs that could be a key. */
function redact(text: string): string {
  return text.replace(/(--[a-z-]+)=[^\s']*/gi, '$1=…').replace(/[0-9a-fA-F]{32,}/g, '…')
}
