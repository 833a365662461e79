/**
 * The kinds of v0 (next-generation) entities that have an address.
 *
 * @example
 * const { entity } = decodeV0Address('account_sim1…') // 'account'
 */
export type V0Entity = 'package' | 'component' | 'account' | 'resource' | 'system'

/**
 * The entity byte that starts each v0 address payload (docs/architecture.md, "v0 addresses").
 *
 * @example
 * v0EntityBytes.account // 0x03
 */
export const v0EntityBytes = {
  package: 0x01,
  component: 0x02,
  account: 0x03,
  resource: 0x04,
  system: 0x05,
} as const satisfies Record<V0Entity, number>

/** Every v0 entity, in the order of their bytes. */
export const v0Entities = Object.keys(v0EntityBytes) as V0Entity[]
