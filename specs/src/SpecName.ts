/**
 * The four spec documents of this package, by short name, and their file names.
 *
 * @example
 * for (const name of specNames) console.log(name, specFiles[name])
 */
export const specFiles = {
  gateway: 'gateway.openapi.yaml',
  'node-rpc': 'node-rpc.openrpc.json',
  'node-rest': 'node-rest.openapi.yaml',
  'gateway-v0': 'gateway-v0.openapi.yaml',
} as const

/**
 * The short name of one spec document.
 *
 * @example
 * const name: SpecName = 'gateway'
 */
export type SpecName = keyof typeof specFiles

/**
 * Every spec name, in a fixed order.
 *
 * @example
 * specNames // ['gateway', 'node-rpc', 'node-rest', 'gateway-v0']
 */
export const specNames = Object.keys(specFiles) as SpecName[]

/**
 * True when `value` names one of the spec documents.
 *
 * @example
 * isSpecName('gateway') // true
 */
export function isSpecName(value: unknown): value is SpecName {
  return typeof value === 'string' && Object.hasOwn(specFiles, value)
}
