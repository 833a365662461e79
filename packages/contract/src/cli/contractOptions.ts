import { InvalidArgumentError as CommanderInvalidArgument, Option } from 'commander'

/**
 * The values of {@link contractOptions}, as commander gives them.
 *
 * @example
 * const values: ContractOptionValues = { confirmTimeout: 30_000, only: ['scenario*'], reportJunit: 'contract.xml' }
 */
export type ContractOptionValues = {
  only?: string[]
  confirmTimeout: number
  all?: boolean
  reportJson?: string
  reportJunit?: string
}

/**
 * The contract command's own options, as one table both command lines add (`ledgernet-contract`
 * and `ledgernet contract`): what to run and which report files to write. Where the servers are,
 * the key, the credentials and `--json` (the report as JSON on stdout) are each command line's
 * general options. A light module (commander only), so `ledgernet --help` does not load the
 * contract tests.
 *
 * @example
 * import { contractOptions } from '@ledgernet/contract/options'
 * for (const option of contractOptions()) command.addOption(option)
 */
export function contractOptions(): Option[] {
  return [
    new Option(
      '--only <pattern>',
      'run only the checks, operations or scenarios matching it (repeatable, * wildcard)',
    ).argParser((value: string, previous: string[] = []) => [...previous, value]),
    new Option('--confirm-timeout <ms>', 'how long a transaction may stay pending')
      .argParser(milliseconds)
      .default(30_000),
    new Option('--report-json <file>', 'write the report as JSON to this file'),
    new Option('--report-junit <file>', 'write the report as JUnit XML to this file'),
    new Option('--all', 'list every check in the table, passes included'),
  ]
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
