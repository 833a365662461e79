import { specList } from './generated/specList.gen.js'

export { specList } from './generated/specList.gen.js'

/**
 * The short name of one spec document: a name of `codegen.config.json`'s clients, the one list of
 * the repository's specs (`specList`, generated from it).
 *
 * @example
 * const name: SpecName = 'gateway'
 */
export type SpecName = keyof typeof specList

/**
 * The spec documents of this package by short name, and their file names.
 *
 * @example
 * for (const name of specNames) console.log(name, specFiles[name])
 */
export const specFiles = Object.fromEntries(Object.entries(specList).map(([name, entry]) => [name, entry.file])) as {
  readonly [K in SpecName]: (typeof specList)[K]['file']
}

/**
 * Every spec name, in the order of `codegen.config.json`.
 *
 * @example
 * specNames // ['gateway', 'node-rpc', 'node-rest', 'gateway-v0', 'sandbox']
 */
export const specNames = Object.keys(specList) as SpecName[]

/**
 * The specs whose servers the contract runner tests, by name: those with a `contract` option.
 *
 * @example
 * const name: ContractSpecName = 'gateway'
 */
export type ContractSpecName = {
  [K in SpecName]: (typeof specList)[K]['contract'] extends string ? K : never
}[SpecName]

/**
 * The specs of OpenRPC documents, by name.
 *
 * @example
 * const name: OpenRpcSpecName = 'node-rpc'
 */
export type OpenRpcSpecName = { [K in SpecName]: (typeof specList)[K]['kind'] extends 'openrpc' ? K : never }[SpecName]

/**
 * True when `value` names one of the spec documents.
 *
 * @example
 * isSpecName('gateway') // true
 */
export function isSpecName(value: unknown): value is SpecName {
  return typeof value === 'string' && Object.hasOwn(specList, value)
}
