import type { NetworkName } from '@ledgernet/crypto'
import { nonNegativeInteger, positiveInteger } from '@ledgernet/sandbox/options'
import { type Command, Option } from 'commander'

/**
 * The options every command accepts, before or after its name (`ledgernet --json node ping` and
 * `ledgernet node ping --json` are the same), `contract` and `sandbox` included. `ledgernet --help`
 * lists them; each command's help lists its own. There is no option for a private key on purpose.
 *
 * @example
 * const options: GlobalOptions = readGlobalOptions(command)
 */
export type GlobalOptions = {
  gateway?: string
  rpc?: string
  node?: string
  v0?: string
  network?: NetworkName
  keyFile?: string
  index?: number
  admin?: string
  subunits: boolean
  timeout: number
  json: boolean
  verbose: boolean
}

/**
 * Where `ledgernet sandbox` serves by default, and so where the other commands look first.
 *
 * @example
 * resolveEndpoints({ subunits: false, timeout: 10_000, json: false, verbose: false }, {}).gateway === DEFAULT_ORIGIN // true
 */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:8080'

/**
 * Declares the global options on the program (commander parses them wherever they appear).
 *
 * @example
 * addGlobalOptions(new Command('ledgernet'))
 */
export function addGlobalOptions(program: Command): Command {
  return program
    .option('--gateway <url>', `Gateway API 1.0 base URL (env LEDGERNET_GATEWAY; default ${DEFAULT_ORIGIN})`)
    .option('--rpc <url>', 'node JSON-RPC endpoint (env LEDGERNET_RPC; default <gateway>/rpc; a bare origin gets /rpc)')
    .option('--node <url>', 'node REST base URL (env LEDGERNET_NODE; default the gateway origin)')
    .option('--v0 <url>', 'Gateway API v0 base URL (env LEDGERNET_V0; default the gateway origin)')
    .addOption(
      new Option(
        '--network <name>',
        'network of addresses and tokens (env LEDGERNET_NETWORK; default localnet)',
      ).choices(['mainnet', 'stokenet', 'localnet']),
    )
    .option(
      '--key-file <file>',
      'file holding the signing key: 64 hex characters or a BIP-39 mnemonic (default: env LEDGERNET_PRIVATE_KEY)',
    )
    .option('--index <n>', 'HD index of the account when the key is a mnemonic (default 0)', nonNegativeInteger)
    .option(
      '--admin <user:pass>',
      'Basic credentials of the node restricted endpoints (env LEDGERNET_ADMIN, or user:pass@ in the node URL)',
    )
    .option('--subunits', 'amounts are given in subunits (10^18 per token) instead of whole tokens')
    .option('--timeout <ms>', 'per-request timeout in milliseconds', positiveInteger, 10_000)
    .option('--json', 'print the result as JSON on stdout, and nothing else there')
    .option('--verbose', 'on an error, print its full detail and cause chain')
}

/**
 * The global options as the command that runs sees them (its own options excluded).
 *
 * @example
 * program.command('ping').action((_options, command: Command) => readGlobalOptions(command))
 */
export function readGlobalOptions(command: Command): GlobalOptions {
  const all = command.optsWithGlobals<Partial<GlobalOptions>>()
  return {
    ...(all.gateway !== undefined ? { gateway: all.gateway } : {}),
    ...(all.rpc !== undefined ? { rpc: all.rpc } : {}),
    ...(all.node !== undefined ? { node: all.node } : {}),
    ...(all.v0 !== undefined ? { v0: all.v0 } : {}),
    ...(all.network !== undefined ? { network: all.network } : {}),
    ...(all.keyFile !== undefined ? { keyFile: all.keyFile } : {}),
    ...(all.index !== undefined ? { index: all.index } : {}),
    ...(all.admin !== undefined ? { admin: all.admin } : {}),
    subunits: all.subunits === true,
    timeout: all.timeout ?? 10_000,
    json: all.json === true,
    verbose: all.verbose === true,
  }
}

// The integer parsers are the sandbox's (one table of rules for every ledgernet command line).
export { nonNegativeInteger, positiveInteger }
