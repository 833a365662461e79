import { InvalidArgumentError as CommanderInvalidArgument, Option } from 'commander'
import type { SandboxCommandValues } from '../SandboxCommandValues.js'
import type { SandboxOptions } from '../SandboxOptions.js'

export type { SandboxCommandValues } from '../SandboxCommandValues.js'

/**
 * The sandbox's own options, as one table both command lines add (`ledgernet-sandbox` and
 * `ledgernet sandbox`), so that an option is declared once and behaves the same in both. The
 * admin credentials and `--json` are each command line's general options. A light module
 * (commander only): `@ledgernet/sandbox/options`.
 *
 * @example
 * import { sandboxCommandOptions } from '@ledgernet/sandbox/options'
 * for (const option of sandboxCommandOptions()) command.addOption(option)
 */
export function sandboxCommandOptions(): Option[] {
  return [
    new Option('--port <n>', 'port to listen on (0 picks a free one)').argParser(nonNegativeInteger).default(8080),
    new Option(
      '--host <host>',
      'interface to listen on (beyond loopback with the controls on: needs --expose-controls)',
    ).default('127.0.0.1'),
    new Option(
      '--expose-controls',
      'serve the test controls on a --host beyond loopback: whoever can reach it can rewrite the ledger',
    ),
    new Option(
      '--allow-host <host>',
      'another Host name the test controls answer at (a proxy, a container name); repeatable',
    ).argParser(collect),
    new Option(
      '--allow-origin <origin>',
      'a web page origin that may call the test controls (http://localhost:5173); repeatable',
    ).argParser(collect),
    new Option(
      '--round-ms <n>',
      'interval rounds: commit the mempool every n ms (default: automine, each transaction at once)',
    ).argParser(positiveInteger),
    new Option('--no-automine', 'without --round-ms: rounds only when sandbox_mine asks'),
    new Option(
      '--controls',
      'the test controls (sandbox_* on /rpc) with --data-dir too, where they are off by default',
    ),
    new Option('--no-controls', 'turn the test controls off'),
    new Option('--rounds-per-epoch <n>', 'rounds per epoch (default 100)').argParser(positiveInteger),
    new Option(
      '--strict-lifecycle',
      'the Gateway API submits only a signed transaction /transaction/finalize answered (submit: false), as the network describes',
    ),
    new Option('--data-dir <dir>', 'keep the ledger in this directory across restarts (default: in memory)'),
    new Option(
      '--reset',
      'start a new ledger in --data-dir; its old genesis.json and journal.log are moved to replaced-<time>/ inside it',
    ),
    new Option(
      '--repair-truncate',
      'open a --data-dir whose journal is damaged: keep the ledger up to the last good version, move the rest aside',
    ),
    new Option('--accounts <n>', 'development accounts to fund (default 10)').argParser(nonNegativeInteger),
  ]
}

/**
 * The `startSandbox` options the command-line values stand for (those given).
 *
 * @example
 * await startSandbox({ ...sandboxOptionsFromCommand(command.opts()), logger })
 */
export function sandboxOptionsFromCommand(values: SandboxCommandValues): SandboxOptions {
  return {
    port: values.port,
    host: values.host,
    ...(values.exposeControls ? { exposeControls: true } : {}),
    ...(values.allowHost !== undefined ? { allowedHosts: values.allowHost } : {}),
    ...(values.allowOrigin !== undefined ? { allowedOrigins: values.allowOrigin } : {}),
    ...(values.roundMs !== undefined ? { roundMs: values.roundMs } : {}),
    ...(values.automine === false ? { automine: false } : {}),
    ...(values.controls !== undefined ? { controls: values.controls } : {}),
    ...(values.roundsPerEpoch !== undefined ? { roundsPerEpoch: values.roundsPerEpoch } : {}),
    ...(values.strictLifecycle ? { strictLifecycle: true } : {}),
    ...(values.dataDir !== undefined ? { dataDir: values.dataDir } : {}),
    ...(values.reset ? { reset: true } : {}),
    ...(values.repairTruncate ? { repairTruncate: true } : {}),
    ...(values.accounts !== undefined ? { accounts: values.accounts } : {}),
  }
}

/**
 * A commander parser for counts, indexes and ports: a whole number, 0 or more.
 *
 * @example
 * new Option('--index <n>').argParser(nonNegativeInteger)
 */
export function nonNegativeInteger(value: string): number {
  const parsed = Number(value)
  if (!/^(0|[1-9][0-9]*)$/.test(value) || !Number.isSafeInteger(parsed))
    throw new CommanderInvalidArgument('must be a whole number (0, 1, 2, …)')
  return parsed
}

/**
 * A commander parser for durations and sizes that must be above zero.
 *
 * @example
 * new Option('--timeout <ms>').argParser(positiveInteger)
 */
export function positiveInteger(value: string): number {
  const parsed = nonNegativeInteger(value)
  if (parsed === 0) throw new CommanderInvalidArgument('must be more than 0')
  return parsed
}

/** A commander parser for a repeatable option: every value, in order. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value]
}
