import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { ContractReporter } from './ContractReporter.js'

/**
 * Writes the whole report as JSON to `path` (directories created).
 *
 * @example
 * await runContract({ gateway: url, reporters: [jsonReporter('reports/contract.json')] })
 */
export function jsonReporter(path: string): ContractReporter {
  return async (report) => {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, `${JSON.stringify(report, null, 2)}\n`)
  }
}
