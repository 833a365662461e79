import type { V0Client } from '@ledgernet/v0-client'

/**
 * The symbol of each fungible resource address (`nft` for a non-fungible resource; absent when the
 * gateway cannot say), fetched in parallel: the human form of balances shows `5 GEM`, not an address.
 *
 * @example
 * const symbols = await resourceSymbols(v0, vaults.map((vault) => vault.resource_address))
 */
export async function resourceSymbols(v0: V0Client, addresses: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(addresses)]
  const { getResource } = await import('@ledgernet/v0-client')
  const answers = await Promise.allSettled(
    unique.map((resource_address) => getResource({ client: v0, body: { resource_address } })),
  )
  const symbols = new Map<string, string>()
  answers.forEach((answer, index) => {
    if (answer.status !== 'fulfilled') return
    const manager = answer.value.manager
    symbols.set(unique[index]!, manager.resource_type === 'Fungible' ? manager.symbol : 'nft')
  })
  return symbols
}
