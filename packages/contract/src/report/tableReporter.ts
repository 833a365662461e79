import type { ContractOutput } from './ContractOutput.js'
import type { ContractReporter } from './ContractReporter.js'
import { type FormatReportTableOptions, formatReportTable } from './formatReportTable.js'

/**
 * Prints the report as a table (see `formatReportTable`). Colours only on a terminal and without
 * `NO_COLOR`, unless `color` says otherwise.
 *
 * @example
 * await runContract({ gateway: url, reporters: [tableReporter()] })
 */
export function tableReporter(options: FormatReportTableOptions & { stream?: ContractOutput } = {}): ContractReporter {
  const stream = options.stream ?? process.stdout
  const color = options.color ?? (stream.isTTY === true && !process.env.NO_COLOR)
  return (report) => {
    stream.write(formatReportTable(report, { color, ...(options.all ? { all: true } : {}) }))
  }
}
