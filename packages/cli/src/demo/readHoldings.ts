import type { V0Client } from '@ledgernet/v0-client'
import { getComponent } from '@ledgernet/v0-client'

/**
 * What an account holds, read through v0 (`/v0/state/component`): fungible amounts in subunits and
 * non-fungible ids, by resource address. The Gateway API 1.0 and JSON-RPC have no balance query;
 * v0 reads the same ledger.
 *
 * @example
 * const holdings = await readHoldings(v0, alice.v0Address)
 * holdings.amount(xrdResource) // 1000000000000000000000n
 */
export type Holdings = { amount(resource: string): bigint; ids(resource: string): string[] }

/**
 * Reads an account's vaults into {@link Holdings}.
 *
 * @example
 * const { amount } = await readHoldings(await context.v0(), 'account_sim1…')
 */
export async function readHoldings(v0: V0Client, account: string): Promise<Holdings> {
  const { owned_vaults } = await getComponent({ client: v0, body: { component_address: account } })
  const amounts = new Map<string, bigint>()
  const ids = new Map<string, string[]>()
  for (const vault of owned_vaults) {
    if (vault.resource_type === 'Fungible') amounts.set(vault.resource_address, BigInt(vault.amount))
    else ids.set(vault.resource_address, [...vault.ids_hex])
  }
  return { amount: (resource) => amounts.get(resource) ?? 0n, ids: (resource) => ids.get(resource) ?? [] }
}
