import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { ContractReporter } from './ContractReporter.js'
import { reportToHtml } from './reportToHtml.js'

/**
 * Writes the report as one self-contained HTML page to `path` (directories created; see
 * `reportToHtml`).
 *
 * @example
 * await runContract({ gateway: url, reporters: [htmlReporter('reports/contract.html')] })
 */
export function htmlReporter(path: string): ContractReporter {
  return async (report) => {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, reportToHtml(report))
  }
}
