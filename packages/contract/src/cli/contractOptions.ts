import { InvalidArgumentError as CommanderInvalidArgument, Option } from 'commander'
import { targetFlag, targetOptions } from '../targetOptions.js'

/**
 * The target options every `ledgernet` command has among its general options (`--gateway`,
 * `--rpc`, `--node`, `--v0`): the contract command does not declare them again.
 *
 * @example
 * generalTargets.includes('rpc') // true
 */
export const generalTargets: readonly string[] = ['gateway', 'rpc', 'node', 'v0']

/**
 * The values of {@link contractOptions}, as commander gives them: the command's own options and
 * the base URL of every other spec the contract runner tests (`codegen.config.json`'s `contract`
 * names beyond the four interfaces, e.g. `shop`).
 *
 * @example
 * const values: ContractOptionValues = { confirmTimeout: 30_000, only: ['scenario*'], reportJunit: 'contract.xml' }
 */
export type ContractOptionValues = {
  seed?: number
  only?: string[]
  confirmTimeout: number
  readOnly?: boolean
  rate?: number
  concurrency?: number
  timeBudget?: number
  maxBody?: number
  all?: boolean
  reportJson?: string
  reportJunit?: string
  reportHtml?: string
} & { [target: string]: unknown }

/**
 * The contract command's own options, one table (`ledgernet contract`; `ledgernet-contract` is its
 * alias): what to run, the seed, the bounds for a real server (`--read-only`, `--rate`,
 * `--concurrency`, `--time-budget`, `--max-body`), which report files to write, and a base URL option for every spec
 * of `codegen.config.json` the runner tests beyond the four interfaces (`--shop <url>`). Where the
 * four interfaces are, the key, the credentials, the network, the timeout and `--json` are
 * `ledgernet`'s general options. A light module (commander and the spec list only), so
 * `ledgernet --help` does not load the contract tests.
 *
 * @example
 * import { contractOptions } from '@ledgernet/contract/options'
 * for (const option of contractOptions()) command.addOption(option)
 */
export function contractOptions(): Option[] {
  const targets = Object.entries(targetOptions)
    .filter(([, option]) => !generalTargets.includes(option))
    .map(([spec, option]) => new Option(`${targetFlag(option)} <url>`, `base URL of the ${spec} server`))
  return [
    ...targets,
    new Option(
      '--only <pattern>',
      'run only the checks, operations or scenarios matching it (repeatable, * wildcard)',
    ).argParser((value: string, previous: string[] = []) => [...previous, value]),
    new Option(
      '--seed <n>',
      'repeat a run: the seed of its fresh symbols, recipients, nonces and ids (every report prints it)',
    ).argParser(seed),
    new Option('--confirm-timeout <ms>', 'how long a transaction may stay pending')
      .argParser(milliseconds)
      .default(30_000),
    new Option(
      '--read-only',
      'for production: submit nothing (the scenarios stop before signing, probes that could submit are skipped)',
    ),
    new Option('--rate <n>', 'at most n requests per second (default: no limit)').argParser(positiveNumber),
    new Option('--concurrency <n>', 'at most n requests at once (default 4)').argParser(wholeNumber),
    new Option(
      '--time-budget <duration>',
      'stop the run after this long (90s, 10m, 1h or milliseconds; default 15m): what did not run is skipped, the reports are written',
    ).argParser(duration),
    new Option(
      '--max-body <bytes>',
      'the largest answer read (default 1048576): a longer one fails its check',
    ).argParser(wholeNumber),
    new Option('--report-json <file>', 'write the report as JSON to this file'),
    new Option('--report-junit <file>', 'write the report as JUnit XML to this file'),
    new Option('--report-html <file>', 'write the report as one self-contained HTML page to this file'),
    new Option('--all', 'list every check in the table, passes included'),
  ]
}

/**
 * A commander parser for `--seed`: a whole number from 0 to 4294967295.
 *
 * @example
 * new Option('--seed <n>').argParser(seed)
 */
export function seed(value: string): number {
  const parsed = Number(value)
  if (!/^[0-9]+$/.test(value) || parsed >= 2 ** 32)
    throw new CommanderInvalidArgument('must be a whole number from 0 to 4294967295')
  return parsed
}

/**
 * A commander parser for a count: a whole number above 0.
 *
 * @example
 * new Option('--concurrency <n>').argParser(wholeNumber)
 */
export function wholeNumber(value: string): number {
  const parsed = Number(value)
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(parsed) || parsed <= 0)
    throw new CommanderInvalidArgument('must be a whole number above 0')
  return parsed
}

/**
 * A commander parser for a rate: a number above 0 (`0.5` is one request every two seconds).
 *
 * @example
 * new Option('--rate <n>').argParser(positiveNumber)
 */
export function positiveNumber(value: string): number {
  const parsed = Number(value)
  if (!/^[0-9]+(\.[0-9]+)?$/.test(value) || !(parsed > 0))
    throw new CommanderInvalidArgument('must be a number above 0')
  return parsed
}

/**
 * A commander parser for a time budget: milliseconds, or a whole number with `s`, `m` or `h`.
 *
 * @example
 * duration('10m') // 600000
 */
export function duration(value: string): number {
  const match = /^([0-9]+)(ms|s|m|h)?$/.exec(value)
  const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const
  const parsed = match ? Number(match[1]) * units[(match[2] ?? 'ms') as keyof typeof units] : Number.NaN
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new CommanderInvalidArgument(
      'must be a duration above 0: milliseconds, or a whole number with s, m or h (90s, 10m)',
    )
  return parsed
}

/**
 * A commander parser for durations: a whole number of milliseconds above 0.
 *
 * @example
 * new Option('--timeout <ms>').argParser(milliseconds)
 */
export function milliseconds(value: string): number {
  const parsed = Number(value)
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(parsed) || parsed <= 0)
    throw new CommanderInvalidArgument('must be a positive whole number of milliseconds')
  return parsed
}
