import type { ContractReport } from './ContractReport.js'

/**
 * Receives the finished report: prints it, writes a file for CI, sends it somewhere.
 *
 * @example
 * const reporter: ContractReporter = (report) => console.log(report.summary)
 */
export type ContractReporter = (report: ContractReport) => void | Promise<void>
