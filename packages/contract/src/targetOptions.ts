import { type ContractSpecName, specList } from '@ledgernet/specs/list'
import type { RunContractOptions } from './RunContractOptions.js'

/**
 * The option (and command-line flag) that gives each spec's server, from `codegen.config.json`'s
 * `contract` (the spec list of `@ledgernet/specs`). A light module: it reads the list from
 * `@ledgernet/specs/list`, so a command line can declare its flags without loading the specs.
 *
 * @example
 * targetOptions['node-rpc'] // 'rpc'
 */
export const targetOptions = Object.fromEntries(
  Object.entries(specList).flatMap(([name, entry]) => (entry.contract === false ? [] : [[name, entry.contract]])),
) as { readonly [K in ContractSpecName]: (typeof specList)[K]['contract'] & keyof RunContractOptions }

/**
 * The command-line flag of a target option: `--gateway`, `--shop-api` for `shopApi`.
 *
 * @example
 * targetFlag('rpc') // '--rpc'
 */
export function targetFlag(option: string): string {
  return `--${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}
