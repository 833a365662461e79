import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { ContractReporter } from './ContractReporter.js'
import { reportToJUnit } from './reportToJUnit.js'

/**
 * Writes the report as JUnit XML to `path` (directories created).
 *
 * @example
 * await runContract({ gateway: url, reporters: [junitReporter('reports/contract.xml')] })
 */
export function junitReporter(path: string): ContractReporter {
  return async (report) => {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, reportToJUnit(report))
  }
}
