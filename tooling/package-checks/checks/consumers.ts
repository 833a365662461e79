import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'

/**
 * The consumer project of this run: a fresh npm project outside the repository that installed
 * every packed tarball (and the optional peers their entry points need) — nothing else from the
 * workspace — in `checks/globalSetup.ts`, once for every check file.
 *
 * @example
 * const dir = consumerProject() // /tmp/ledgernet-package-checks-…/consumer
 */
export function consumerProject(): string {
  return inject('consumerDir')
}

/**
 * A folder of the consumer project for the files one check writes about one package or app
 * (`crypto`, `wallet`): its imports resolve from the project's `node_modules`, as a file of the
 * app would.
 *
 * @example
 * const dir = checkFolder('crypto') // …/consumer/crypto
 */
export function checkFolder(name: string): string {
  const dir = join(consumerProject(), name)
  mkdirSync(dir, { recursive: true })
  return dir
}
