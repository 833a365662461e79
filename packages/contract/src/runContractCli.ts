import type { ContractOutput } from './ContractOutput.js'
import { isLedgernetError } from '@ledgernet/errors'
import type { ContractCheck } from './ContractReport.js'
import type { ContractReporter } from './ContractReporter.js'
import { jsonReporter } from './jsonReporter.js'
import { junitReporter } from './junitReporter.js'
import { parseContractArguments } from './parseContractArguments.js'
import { runContract } from './runContract.js'
import { tableReporter } from './tableReporter.js'

/**
 * Runs `ledgernet-contract` with `argv` (without the node and script entries) and answers the
 * exit code: 0 when every check passed, 1 when one failed, 2 for a usage error (printed as one
 * line naming the option) or an `--only` that selects nothing. Prints the table to `stdout` (and,
 * on a terminal, a progress count to `stderr`), writes the `--junit`/`--json` files.
 *
 * @example
 * process.exitCode = await runContractCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr })
 */
export async function runContractCli(
  argv: readonly string[],
  io: {
    env: Record<string, string | undefined>
    stdout: ContractOutput
    stderr: ContractOutput
    fetch?: typeof fetch
  },
): Promise<number> {
  let parsed: ReturnType<typeof parseContractArguments>
  try {
    parsed = parseContractArguments(argv, io.env)
  } catch (error) {
    io.stderr.write(`ledgernet-contract: ${isLedgernetError(error) ? error.shortMessage : String(error)}\nTry --help.\n`)
    return 2
  }
  if (parsed.kind === 'help') {
    io.stdout.write(parsed.text)
    return 0
  }
  const color = io.stdout.isTTY === true && !io.env.NO_COLOR
  const reporters: ContractReporter[] = [tableReporter({ stream: io.stdout, color, all: parsed.all })]
  if (parsed.junit) reporters.push(junitReporter(parsed.junit))
  if (parsed.json) reporters.push(jsonReporter(parsed.json))
  // On a terminal, a count of the checks so far, so that a long wait for a confirmation shows.
  const progress = io.stderr.isTTY === true
  let done = 0
  let failed = 0
  const clearProgress = () => {
    if (progress && done > 0) io.stderr.write('\r\u001b[K')
    done = 0
  }
  reporters.unshift(clearProgress)
  const onCheck = (check: ContractCheck) => {
    done += 1
    if (check.outcome === 'fail') failed += 1
    io.stderr.write(`\r${done} checks, ${failed} failed…`)
  }
  try {
    const report = await runContract({ ...parsed.options, reporters, ...(progress ? { onCheck } : {}), ...(io.fetch ? { fetch: io.fetch } : {}) })
    if (report.summary.total === 0) {
      io.stderr.write('ledgernet-contract: --only matched no check (see the ids in --all or the JSON report)\n')
      return 2
    }
    return report.ok ? 0 : 1
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    io.stderr.write(`ledgernet-contract: ${error.shortMessage}\n`)
    return 2
  } finally {
    clearProgress()
  }
}
