import { isLedgernetError } from '@ledgernet/errors'
import { parseContractArguments } from './parseContractArguments.js'
import { type ContractCommandIo, runContractCommand } from './runContractCommand.js'

/**
 * Runs `ledgernet-contract` with `argv` (without the node and script entries) and answers the
 * exit code: 0 when every check passed, 1 when one failed (or the run broke), 2 for a usage error
 * (an unknown option, a bad value, no server, an `--only` that selects nothing). Errors are one
 * line on stderr, `error: … Hint: ….`, as every ledgernet command prints them (with `--json`, also
 * `{ "error": { code, message, hint } }` on stdout). Writes the table (or, with `--json`, the JSON
 * report) to `stdout`, a progress count to `stderr` on a terminal, and the report files.
 *
 * @example
 * process.exitCode = await runContractCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr })
 */
export async function runContractCli(argv: readonly string[], io: ContractCommandIo): Promise<number> {
  const json = argv.includes('--json')
  try {
    const parsed = parseContractArguments(argv, io.env)
    if (parsed.kind === 'help') {
      io.stdout.write(parsed.text)
      return 0
    }
    return await runContractCommand(parsed.input, io)
  } catch (error) {
    const usage = isLedgernetError(error, 'INVALID_ARGUMENT')
    const message = isLedgernetError(error)
      ? error.shortMessage
      : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
    const hint = usage
      ? 'see `ledgernet-contract --help`'
      : isLedgernetError(error)
        ? 'run again; if it keeps failing, the server or the network in between is at fault'
        : 'this is a bug in ledgernet: report it with what was run'
    io.stderr.write(`error: ${message.replace(/\s*\n\s*/g, ' ')} Hint: ${hint}.\n`)
    if (json)
      io.stdout.write(
        `${JSON.stringify({ error: { code: isLedgernetError(error) ? error.code : 'INTERNAL', message, hint } }, null, 2)}\n`,
      )
    return usage ? 2 : 1
  }
}
