import { InvalidArgumentError, terminalSafeJson } from '@ledgernet/errors'
import type { RunContractOptions } from '../RunContractOptions.js'
import type { ContractOutput } from '../report/ContractOutput.js'
import type { ContractCheck } from '../report/ContractReport.js'
import type { ContractReporter } from '../report/ContractReporter.js'
import { htmlReporter } from '../report/htmlReporter.js'
import { jsonReporter } from '../report/jsonReporter.js'
import { junitReporter } from '../report/junitReporter.js'
import { tableReporter } from '../report/tableReporter.js'
import { runContract } from '../runContract.js'

/**
 * What a contract command line asks for, once its options are read.
 *
 * @example
 * const input: ContractCommandInput = { run: { gateway: 'http://127.0.0.1:8080' }, json: false, reportJunit: 'contract.xml' }
 */
export type ContractCommandInput = {
  /** The servers, key, credentials, timeouts and filters (the reporters are added from the rest). */
  run: Omit<RunContractOptions, 'reporters' | 'onCheck'>
  /** Print the report as JSON on stdout, and nothing else there (instead of the table). */
  json: boolean
  /** List every check in the table, passes included. */
  all?: boolean
  /** Write the report as JSON to this file. */
  reportJson?: string
  /** Write the report as JUnit XML to this file. */
  reportJunit?: string
  /** Write the report as one self-contained HTML page to this file. */
  reportHtml?: string
}

/**
 * The streams a command line writes to, and what its terminal decided: whether the table is in
 * colour and whether a count of the checks shows on stderr while they run (the `ledgernet`
 * command's terminal module decides both, from `NO_COLOR`, `FORCE_COLOR` and whether the streams
 * are terminals; this package decides neither).
 *
 * @example
 * const io: ContractCommandIo = { stdout: process.stdout, stderr: process.stderr, color: false, progress: false }
 */
export type ContractCommandIo = {
  stdout: ContractOutput
  stderr: ContractOutput
  /** Colours in the table (default false). */
  color?: boolean
  /** A count of the checks on stderr, rewritten in place, while they run (default false). */
  progress?: boolean
  /** The fetch to send with (default: the global `fetch`). */
  fetch?: typeof fetch
  /** Stops the run (Ctrl-C): the reports of what ran are still written, and the answer is 130. */
  signal?: AbortSignal
}

/**
 * Runs the contract tests as `ledgernet contract` (and its alias `ledgernet-contract`) does: the
 * table on stdout (`--json`: the JSON report instead, exact and safe for a terminal:
 * `terminalSafeJson`), the report files, a count of the checks on stderr when `io.progress`. Answers 0 when every check passed, 1 when one failed or the time
 * budget ran out, 130 when `io.signal` stopped it (the reports are written in every case);
 * throws `InvalidArgumentError` for options that cannot run (no server, a key file that cannot be
 * read, an `--only` that selects no check) — a usage error.
 *
 * @example
 * process.exitCode = await runContractCommand({ run: { gateway: 'http://127.0.0.1:8080' }, json: false }, { stdout: process.stdout, stderr: process.stderr })
 */
export async function runContractCommand(input: ContractCommandInput, io: ContractCommandIo): Promise<number> {
  const color = io.color === true
  const reporters: ContractReporter[] = [
    input.json
      ? (report) => void io.stdout.write(`${terminalSafeJson(JSON.stringify(report, null, 2))}\n`)
      : tableReporter({ stream: io.stdout, color, ...(input.all ? { all: true } : {}) }),
  ]
  if (input.reportJunit) reporters.push(junitReporter(input.reportJunit))
  if (input.reportJson) reporters.push(jsonReporter(input.reportJson))
  if (input.reportHtml) reporters.push(htmlReporter(input.reportHtml))
  // On a terminal, a count of the checks so far, so that a long wait for a confirmation shows.
  const progress = io.progress === true
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
  // A run that selected nothing is a usage error: no table, no report file.
  const reportersOfARun = reporters.map(
    (reporter): ContractReporter =>
      (report) =>
        report.summary.total === 0 ? undefined : reporter(report),
  )
  try {
    const report = await runContract({
      ...input.run,
      reporters: reportersOfARun,
      ...(progress ? { onCheck } : {}),
      ...(io.fetch ? { fetch: io.fetch } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
    })
    if (report.summary.total === 0)
      throw new InvalidArgumentError(
        '--only',
        'matches no check (the JSON report and the table with --all list the check ids)',
      )
    if (report.stopped === 'interrupted') return 130
    return report.ok ? 0 : 1
  } finally {
    clearProgress()
  }
}
