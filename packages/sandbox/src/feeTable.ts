import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The sandbox's fee rates. Gateway API and JSON-RPC transactions pay
 * `perSignedByte × (signed length) + perTokenCreated × (CreateTokenDefinition actions)` in XRD
 * subunits (`specs/transaction-format.md` A.4). v0 transactions consume
 * `perByte × (notarized length) + perInstruction × instructions + perResourceCreated × created
 * resources` cost units at `costUnitPrice` subunits each (B.6).
 *
 * @example
 * const fees: FeeTable = { ...defaultFeeTable, gateway: { ...defaultFeeTable.gateway, perTokenCreated: 0n } }
 */
export type FeeTable = {
  gateway: {
    /** XRD subunits per byte of the signed transaction. */
    perSignedByte: bigint
    /** XRD subunits per token the transaction creates. */
    perTokenCreated: bigint
  }
  v0: {
    /** Cost units per byte of the notarized transaction. */
    perByte: number
    /** Cost units per manifest instruction. */
    perInstruction: number
    /** Cost units per resource created (CreateFungibleResource, CreateNonFungibleResource). */
    perResourceCreated: number
    /** XRD subunits per cost unit. */
    costUnitPrice: bigint
  }
}

/**
 * The default fee table: the original network's launch fees (facts file) for the Gateway API and
 * JSON-RPC — 0.0002 XRD per signed byte and 100 XRD per token created, the figures the spec
 * examples use — and, for v0, 50 cost units per byte, 5,000 per instruction and 20,000 per
 * created resource at 0.0000001 XRD (10^11 subunits) per cost unit.
 *
 * @example
 * import { defaultFeeTable } from '@ledgernet/sandbox'
 * defaultFeeTable.gateway.perSignedByte // 200000000000000n (0.0002 XRD)
 */
export const defaultFeeTable: FeeTable = Object.freeze({
  gateway: Object.freeze({ perSignedByte: 200_000_000_000_000n, perTokenCreated: 100_000_000_000_000_000_000n }),
  v0: Object.freeze({
    perByte: 50,
    perInstruction: 5_000,
    perResourceCreated: 20_000,
    costUnitPrice: 100_000_000_000n,
  }),
}) as FeeTable

/**
 * The fee of a Gateway API / JSON-RPC transaction, in XRD subunits.
 *
 * @example
 * gatewayFee(defaultFeeTable, { signedLength: 278, tokensCreated: 0 }) // 55600000000000000n (0.0556 XRD)
 */
export function gatewayFee(
  table: FeeTable,
  { signedLength, tokensCreated }: { signedLength: number; tokensCreated: number },
): bigint {
  return table.gateway.perSignedByte * BigInt(signedLength) + table.gateway.perTokenCreated * BigInt(tokensCreated)
}

/**
 * The cost units a v0 notarized transaction consumes.
 *
 * @example
 * v0CostUnits(defaultFeeTable, { length: 251, instructions: 1, resourcesCreated: 0 }) // 17550
 */
export function v0CostUnits(
  table: FeeTable,
  { length, instructions, resourcesCreated }: { length: number; instructions: number; resourcesCreated: number },
): number {
  return (
    table.v0.perByte * length + table.v0.perInstruction * instructions + table.v0.perResourceCreated * resourcesCreated
  )
}

/**
 * What a v0 transaction charges its notary's account, in XRD subunits: `burned` = cost units ×
 * price, `tipped` = the tip percentage of it.
 *
 * @example
 * v0FeeCharge(defaultFeeTable, { costUnits: 17550, tipPercentage: 5 })
 * // { burned: 1755000000000000n, tipped: 87750000000000n }
 */
export function v0FeeCharge(
  table: FeeTable,
  { costUnits, tipPercentage }: { costUnits: number; tipPercentage: number },
): { burned: bigint; tipped: bigint } {
  const burned = BigInt(costUnits) * table.v0.costUnitPrice
  return { burned, tipped: (burned * BigInt(tipPercentage)) / 100n }
}

/**
 * Completes a partial fee table with the defaults and checks every rate: XRD amounts are
 * non-negative bigints, cost unit rates non-negative integers.
 *
 * @example
 * resolveFeeTable({ gateway: { perTokenCreated: 0n } }).gateway.perSignedByte // 200000000000000n
 */
export function resolveFeeTable(
  partial: { gateway?: Partial<FeeTable['gateway']>; v0?: Partial<FeeTable['v0']> } = {},
): FeeTable {
  const table: FeeTable = {
    gateway: { ...defaultFeeTable.gateway, ...partial.gateway },
    v0: { ...defaultFeeTable.v0, ...partial.v0 },
  }
  for (const [name, value] of Object.entries(table.gateway))
    if (typeof value !== 'bigint' || value < 0n)
      throw new InvalidArgumentError(`fees.gateway.${name}`, 'must be a non-negative bigint (XRD subunits)')
  for (const name of ['perByte', 'perInstruction', 'perResourceCreated'] as const) {
    const value = table.v0[name]
    if (!Number.isSafeInteger(value) || value < 0)
      throw new InvalidArgumentError(`fees.v0.${name}`, 'must be a non-negative integer (cost units)')
  }
  if (typeof table.v0.costUnitPrice !== 'bigint' || table.v0.costUnitPrice < 0n)
    throw new InvalidArgumentError('fees.v0.costUnitPrice', 'must be a non-negative bigint (XRD subunits)')
  return table
}
