import { Command, CommanderError, InvalidArgumentError as CommanderInvalidArgument, Option } from 'commander'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { NetworkName } from '@ledgernet/crypto'
import type { RunContractOptions } from './RunContractOptions.js'

/**
 * What the command line asks for: the {@link RunContractOptions} (without reporters) and the
 * report files and table style to produce — or the help text.
 *
 * @example
 * const parsed = parseContractArguments(['--gateway', 'http://127.0.0.1:8080'], process.env)
 * if (parsed.kind === 'run') await runContract(parsed.options)
 */
export type ContractArguments =
  | { kind: 'run'; options: RunContractOptions; junit?: string; json?: string; all: boolean }
  | { kind: 'help'; text: string }

/**
 * The commander command of `ledgernet-contract` (and of `ledgernet contract` when `name` is
 * `contract`): its options and generated help. The private key has no option on purpose: it comes
 * from `--key-file` or `LEDGERNET_PRIVATE_KEY`, never from the command line.
 *
 * @example
 * program.addCommand(createContractCommand('contract').action(async (opts) => { … }))
 */
export function createContractCommand(name = 'ledgernet-contract'): Command {
  return new Command(name)
    .description('Contract tests of ledgernet servers against specs/: every operation with valid and invalid requests, and, with a funded key, end-to-end scenarios.')
    .option('--gateway <url>', 'Gateway API 1.0 base URL')
    .option('--rpc <url>', 'node JSON-RPC endpoint (http://host:port/rpc; a bare origin gets /rpc)')
    .option('--node <url>', 'node REST base URL')
    .option('--v0 <url>', 'Gateway API v0 base URL')
    .option('--key-file <file>', 'file with the funded private key (64 hex) or a BIP-39 mnemonic; default: $LEDGERNET_PRIVATE_KEY')
    .option('--admin <user:pass>', 'Basic credentials of the node restricted endpoints (default: $LEDGERNET_ADMIN)')
    .addOption(new Option('--network <name>', 'network the servers serve').choices(['mainnet', 'stokenet', 'localnet']).default('localnet'))
    .option('--timeout <ms>', 'per-request timeout', milliseconds, 10_000)
    .option('--confirm-timeout <ms>', 'how long a transaction may stay pending', milliseconds, 30_000)
    .option('--only <pattern>', 'run only checks, operations or scenarios matching (repeatable, * wildcard)', (value: string, previous: string[] = []) => [...previous, value])
    .option('--junit <file>', 'write a JUnit XML report')
    .option('--json <file>', 'write the JSON report')
    .option('--all', 'list every check in the table, passes included')
    .addHelpText(
      'after',
      '\nExit code: 0 when every check passes, 1 when one fails, 2 for a usage error.\nThe private key is never taken from the command line and never printed.',
    )
}

/**
 * Parses `ledgernet-contract` arguments (without the node and script entries): the URLs, the key
 * file (else `LEDGERNET_PRIVATE_KEY` from `env`), admin credentials (else `LEDGERNET_ADMIN`),
 * network, timeouts, `--only` patterns, report files. A usage error throws
 * `InvalidArgumentError` naming the option; `--help` answers the generated help text. Messages
 * never repeat what followed an `=` in an unknown option, so a key pasted by mistake is not echoed.
 *
 * @example
 * parseContractArguments(['--gateway', 'http://127.0.0.1:8080', '--junit', 'contract.xml'], process.env)
 */
export function parseContractArguments(argv: readonly string[], env: Record<string, string | undefined> = {}): ContractArguments {
  let written = ''
  const command = createContractCommand()
    .exitOverride()
    .configureOutput({ writeOut: (text) => void (written += text), writeErr: (text) => void (written += text), outputError: () => {} })
  try {
    command.parse([...argv], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError && (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')) return { kind: 'help', text: written }
    if (error instanceof CommanderError) {
      const option = /'(--[a-z-]+)/.exec(error.message)?.[1]?.replace(/^--/, '') ?? 'arguments'
      throw new InvalidArgumentError(option, redact(error.message.replace(/^error: /, '')))
    }
    throw error
  }
  const opts = command.opts<{
    gateway?: string
    rpc?: string
    node?: string
    v0?: string
    keyFile?: string
    admin?: string
    network: NetworkName
    timeout: number
    confirmTimeout: number
    only?: string[]
    junit?: string
    json?: string
    all?: boolean
  }>()
  if (command.args.length) throw new InvalidArgumentError('arguments', `unexpected argument ${JSON.stringify(redact(command.args[0]!))}`)
  const options: RunContractOptions = { network: opts.network, timeout: opts.timeout, confirmTimeout: opts.confirmTimeout }
  for (const name of ['gateway', 'rpc', 'node', 'v0'] as const) if (opts[name] !== undefined) options[name] = opts[name]
  if (opts.keyFile !== undefined) options.keyFile = opts.keyFile
  else if (env.LEDGERNET_PRIVATE_KEY) options.privateKey = env.LEDGERNET_PRIVATE_KEY
  const admin = opts.admin ?? env.LEDGERNET_ADMIN
  if (admin !== undefined) {
    const separator = admin.indexOf(':')
    if (separator < 1) throw new InvalidArgumentError(opts.admin !== undefined ? 'admin' : 'LEDGERNET_ADMIN', 'must be user:pass')
    options.admin = { username: admin.slice(0, separator), password: admin.slice(separator + 1) }
  }
  if (opts.only?.length) options.only = opts.only
  return {
    kind: 'run',
    options,
    ...(opts.junit !== undefined ? { junit: opts.junit } : {}),
    ...(opts.json !== undefined ? { json: opts.json } : {}),
    all: opts.all === true,
  }
}

function milliseconds(value: string): number {
  const parsed = Number(value)
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(parsed) || parsed <= 0) throw new CommanderInvalidArgument('must be a positive integer of milliseconds')
  return parsed
}

/** Drops what follows `=` in an option word, and long hex runs that could be a key. */
function redact(text: string): string {
  return text.replace(/(--[a-z-]+)=[^\s']*/gi, '$1=…').replace(/[0-9a-fA-F]{32,}/g, '…')
}
