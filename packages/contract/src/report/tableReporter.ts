import type { ContractOutput } from './ContractOutput.js'
import type { ContractReporter } from './ContractReporter.js'
import { type FormatReportTableOptions, formatReportTable } from './formatReportTable.js'

/**
 * Prints the report as a table (see `formatReportTable`) to `stream` (default `process.stdout`).
 * Plain text unless `color: true`: whether a terminal wants colours is its caller's decision
 * (`ledgernet contract` decides it as every `ledgernet` command does: `NO_COLOR`, `FORCE_COLOR`,
 * a terminal or not).
 *
 * @example
 * await runContract({ gateway: url, reporters: [tableReporter({ color: process.stdout.isTTY })] })
 */
export function tableReporter(options: FormatReportTableOptions & { stream?: ContractOutput } = {}): ContractReporter {
  const stream = options.stream ?? process.stdout
  return (report) => {
    stream.write(formatReportTable(report, { color: options.color === true, ...(options.all ? { all: true } : {}) }))
  }
}
