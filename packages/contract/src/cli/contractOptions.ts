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
  all?: boolean
  reportJson?: string
  reportJunit?: string
  reportHtml?: string
} & { [target: string]: unknown }

/**
 * The contract command's own options, one table (`ledgernet contract`; `ledgernet-contract` is its
 * alias): what to run, the seed, which report files to write, and a base URL option for every spec
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
